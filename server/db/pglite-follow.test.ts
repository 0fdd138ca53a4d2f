import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { openPglite } from './pglite';
import { openPgliteThread } from './pglite-thread';

/**
 * The embedded database tells its followers of this process's own writes before the writing
 * call returns, which is what lets the session cache keep its entries across unrelated writes:
 * in process (tools) and on the thread of its own (the server).
 */
describe.each([
  ['in process', () => openPglite()],
  ['on its own thread', () => openPgliteThread()],
])('following a channel on PGlite %s', (_, open: () => Promise<Database>) => {
  let db: Database;
  const heard: string[] = [];
  let stop: () => Promise<void>;

  beforeAll(async () => {
    db = await open();
    await db.query(`create table watched (x int)`);
    await db.query(`create table other (x int)`);
    await db.query(`create function tell() returns trigger language plpgsql as $$
      begin perform pg_notify('watched_change', TG_TABLE_NAME); return null; end $$`);
    await db.query(`create trigger tr_tell after insert on watched for each statement execute function tell()`);
    stop = await db.follow('watched_change', {
      notify: () => heard.push('notify'),
      ready: () => heard.push('ready'),
      lost: () => heard.push('lost'),
    });
  }, 60_000);
  afterAll(async () => {
    await stop?.();
    await db?.close();
  });

  it('says it hears its own writes at once, and is ready at once', () => {
    expect(db.hearsOwnWritesAtOnce).toBe(true);
    expect(heard).toEqual(['ready']);
  });

  it('hears a committed write before the transaction returns, and a plain statement before it returns', async () => {
    heard.length = 0;
    await db.transaction(async (tx) => {
      await tx.query(`insert into watched values (1)`);
      heard.push('written');
    });
    expect(heard).toEqual(['written', 'notify']);
    await db.query(`insert into watched values (2)`);
    expect(heard).toEqual(['written', 'notify', 'notify']);
  });

  it('hears nothing of a rolled-back write, nor of a table the channel is not about', async () => {
    heard.length = 0;
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`insert into watched values (3)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await db.query(`insert into other values (1)`);
    expect(heard).toEqual([]);
  });

  it('refuses a channel name it would have to quote', async () => {
    await expect(
      db.follow('watched change; drop table watched', { notify() {}, ready() {}, lost() {} }),
    ).rejects.toThrow('not a channel name');
  });
});
