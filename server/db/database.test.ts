import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase({ prepared: false });
});
afterAll(() => t.close());

describe(`Database (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers bigint and numeric as numbers and a date as YYYY-MM-DD', async () => {
    const { rows } = await t.db.query(
      `select 9007199254740991::int8 as big, 12.50::numeric as amount, '2025-03-01'::date as day, count(*) as n from (values (1), (2)) v(x)`,
    );
    expect(rows[0]).toEqual({ big: 9007199254740991, amount: 12.5, day: '2025-03-01', n: 2 });
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await t.db.query(`create table tx_probe (id integer)`);
    await t.db.transaction(async (tx) => {
      await tx.query(`insert into tx_probe values (1)`);
    });
    const failed = t.db.transaction(async (tx) => {
      await tx.query(`insert into tx_probe values (2)`);
      throw new Error('undo');
    });
    await expect(failed).rejects.toThrow('undo');
    expect((await t.db.query(`select id from tx_probe`)).rows).toEqual([{ id: 1 }]);
    const changed = await t.db.query(`update tx_probe set id = 3`);
    expect(changed.affectedRows).toBe(1);
  });
});
