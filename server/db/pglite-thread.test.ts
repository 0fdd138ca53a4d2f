import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { openPgliteThread } from './pglite-thread';

/**
 * The server's embedded database runs on a thread of its own; it must answer exactly as the
 * in-process one does, errors included (notifications: pglite-follow.test.ts).
 */
describe('PGlite on its own thread', () => {
  let db: Awaited<ReturnType<typeof openPgliteThread>>;

  beforeAll(async () => {
    db = await openPgliteThread();
    await db.query(`create table item (id integer primary key, code text unique, at timestamptz, body jsonb)`);
  }, 60_000);
  afterAll(() => db?.close());

  it('answers bigint, numeric, date, timestamps and JSON as the in-process database does', async () => {
    const { rows } = await db.query(
      `select 9007199254740991::int8 as big, 12.50::numeric as amount, '2025-03-01'::date as day,
              '2025-03-01T08:00:00Z'::timestamptz as at, $1::jsonb as body, count(*) as n from (values (1), (2)) v(x)`,
      [{ a: [1, 'two'] }],
    );
    expect(rows[0]).toEqual({
      big: 9007199254740991,
      amount: 12.5,
      day: '2025-03-01',
      at: new Date('2025-03-01T08:00:00Z'),
      body: { a: [1, 'two'] },
      n: 2,
    });
  });

  it('commits a transaction that resolves, rolls back one that throws, and counts changed rows', async () => {
    await db.transaction(async (tx) => {
      await tx.query(`insert into item (id, code) values (1, 'A')`);
    });
    const failed = db.transaction(async (tx) => {
      await tx.query(`insert into item (id, code) values (2, 'B')`);
      throw new Error('undo');
    });
    await expect(failed).rejects.toThrow('undo');
    expect((await db.query(`select id from item order by id`)).rows).toEqual([{ id: 1 }]);
    expect((await db.query(`update item set code = 'A1' where id = 1`)).affectedRows).toBe(1);
  });

  it("passes PostgreSQL's error fields on, so that a duplicate is told apart from other failures", async () => {
    const duplicate = await db.query(`insert into item (id, code) values (5, 'A1')`).catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'item_code_key' });
    expect(String((duplicate as { detail: string }).detail)).toContain('(code)=(A1)');
  });

  it('keeps a statement from outside waiting until an open transaction ends', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = db.transaction(async (tx) => {
      await tx.query(`insert into item (id, code) values (10, 'T')`);
      await held;
    });
    const reading = db.query<{ n: number }>(`select count(*) as n from item where id = 10`);
    setTimeout(release, 50);
    await writing;
    expect((await reading).rows[0].n).toBe(1);
  });

  it("runs a person's statement before the background work queued ahead of it, and all of it", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = db.transaction(async (tx) => {
      await tx.query(`select 1`);
      await held;
    });
    const order: string[] = [];
    const queued = [
      ...[1, 2, 3].map((n) => db.background.query(`select ${n}`).then(() => order.push(`background ${n}`))),
      db.query(`select 4`).then(() => order.push('interactive')),
    ];
    setTimeout(release, 50);
    await Promise.all([holding, ...queued]);
    expect(order).toEqual(['interactive', 'background 1', 'background 2', 'background 3']);
  });

  it('writes a snapshot that another database thread opens with the same rows', async () => {
    const copy = await openPgliteThread({ loadDataDir: await db.dumpDataDir() });
    try {
      const ids = (database: Database) => database.query(`select id from item order by id`).then((r) => r.rows);
      expect(await ids(copy)).toEqual(await ids(db));
    } finally {
      await copy.close();
    }
  });

  it('refuses every call once closed', async () => {
    const other = await openPgliteThread();
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow(/stopped/);
  });
});
