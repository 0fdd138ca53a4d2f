import ExcelJS from 'exceljs';
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { DEMO } from '../test-support/test-app';
import { freshPostgresDatabase, seededDataDir } from './crash-database';
import { freePort, ServerProcess } from './crash-safety-server';

/**
 * Crash safety: the real server in a process of its own, killed with SIGKILL in the middle of
 * an import and in the middle of a burst of saves, then started again on the same database.
 * Every write the server acknowledged must be there, complete, and nothing it did not finish may
 * be there in part: an import is all its rows or none, a saved row always has its audit entry.
 * On PGlite in a temporary DATA_DIR; with DATABASE_URL, on a fresh PostgreSQL database, where
 * the kill lands exactly while the import's transaction is writing (it holds the table's write
 * lock; the saves go to another table). An import without its transaction fails this test.
 */
const IMPORT_ROWS = 300;
const SAVE_WORKERS = 4;
const ACKS_BEFORE_KILL = 40;
/** On PGlite, the kill comes this far into the time a like import took (its writing phase), or earlier if it was done. */
const KILL_AT = [0.7, 0.45, 0.25];
const base = '/api/config/pileType';

let server: ServerProcess;
let dataDir: string | undefined;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let token: string;

/**
 * Waits until an import is writing its rows: on PostgreSQL, until a transaction holds the write
 * lock of the table; on PGlite, which nobody else can watch, `waitMs` (a share of the time a
 * warm import of the same size took from upload to answer).
 */
async function untilWriting(waitMs: number): Promise<void> {
  if (!databaseUrl) {
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    return;
  }
  const watcher = new pg.Client({ connectionString: databaseUrl });
  await watcher.connect();
  try {
    const table = (await watcher.query<{ oid: number }>(`select 'pile_type'::regclass::oid as oid`)).rows[0].oid;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const { rows } = await watcher.query<{ n: number }>(
        `select count(*)::int as n from pg_locks where relation = $1 and mode = 'RowExclusiveLock' and granted`,
        [table],
      );
      if (rows[0].n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    await watcher.end();
  }
  throw new Error('the import never started writing');
}

beforeAll(async () => {
  if (process.env.DATABASE_URL)
    ({ url: databaseUrl, drop: dropDatabase } = await freshPostgresDatabase(process.env.DATABASE_URL));
  else dataDir = await seededDataDir();
  server = new ServerProcess(await freePort(), { DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  await server.start();
  token = await server.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await dropDatabase?.();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function restart(): Promise<void> {
  await server.start();
  token = await server.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
}

/** Reads the database directly, with no server running on it. */
async function withDatabase<T>(read: (db: Database) => Promise<T>): Promise<T> {
  await server.stop();
  const db = await openDatabase({ databaseUrl, dataDir: dataDir ?? '' });
  try {
    return await read(db);
  } finally {
    await db.close();
  }
}

/** An import file of `count` rows, from the product's own template and its example row, each named apart. */
async function importFile(prefix: string, count: number): Promise<Blob> {
  const response = await fetch(`${server.base}${base}/importTemplate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: '{}',
  });
  const template = new ExcelJS.Workbook();
  await template.xlsx.load(await response.arrayBuffer());
  const sheet = template.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const example = (sheet.getRow(2).values as unknown[]).slice(1);
  const nameColumn = header.indexOf('型号名称');
  expect(nameColumn).toBeGreaterThanOrEqual(0);
  const out = new ExcelJS.Workbook();
  const rows = out.addWorksheet('import');
  rows.addRow(header);
  for (let i = 0; i < count; i++) {
    // The template leaves free-text cells empty; a short text suits every one of them.
    const row = header.map((_, column) => {
      const cell = example[column];
      return cell === '' || cell === undefined || cell === null ? 'X1' : cell;
    });
    row[nameColumn] = `${prefix}${String(i).padStart(5, '0')}`;
    rows.addRow(row);
  }
  return new Blob([await out.xlsx.writeBuffer()]);
}

function upload(file: Blob) {
  const form = new FormData();
  form.append('file', file, 'pile-types.xlsx');
  return fetch(`${server.base}${base}/import`, { method: 'POST', headers: { authorization: token }, body: form });
}

/** Pile types whose name starts with `prefix`, as the restarted server lists them. */
async function countNamed(prefix: string): Promise<number> {
  const page = await server.post<{ totalCount: number; totalCapped?: boolean }>(
    `${base}/page`,
    { pageNo: 1, pageSize: 10, filters: { name: prefix } },
    token,
  );
  expect(page.code).toBe(0);
  expect(page.data.totalCapped).toBeFalsy();
  return page.data.totalCount;
}

/**
 * The burst saves stations while the import writes pile types: on PostgreSQL the import's write
 * lock on its own table then tells when it is writing.
 */
const stationBase = '/api/config/station';
const savePayload = (i: number) => ({
  name: '崩溃测试场站',
  code: `CRASHS${String(i).padStart(5, '0')}`,
  stationType: 1,
  runType: 'ZiYing',
  speedType: 'kuai',
  status: 1,
  province: '广东省',
  city: '深圳市',
  address: `科技园 ${i} 号`,
  longitude: 113 + (i % 100) / 100,
  latitude: 22.54,
  contactName: '张三',
  contactMobile: '13800138000',
});

/**
 * Saves from SAVE_WORKERS parallel clients until cut: `cut()` takes the acknowledged rows at the
 * moment of the kill (answers arriving after it are not counted), `done()` the number sent.
 */
function saveBurst() {
  const acknowledged = new Map<string, number>();
  let next = 0;
  let cut = false;
  let failure: unknown;
  const worker = async () => {
    while (!cut) {
      const payload = savePayload(next++);
      try {
        const answer = await server.post<{ id: number }>(`${stationBase}/save`, payload, token);
        if (answer.code !== 0) throw new Error(`save refused: ${answer.msg}`);
        if (!cut) acknowledged.set(payload.code, answer.data.id);
      } catch (error) {
        if (!cut) throw error;
      }
    }
  };
  const workers = Array.from({ length: SAVE_WORKERS }, () => worker().catch((error) => (failure ??= error)));
  return {
    async until(count: number) {
      while (acknowledged.size < count && failure === undefined)
        await new Promise((resolve) => setTimeout(resolve, 20));
      if (failure !== undefined) throw failure;
    },
    cut() {
      cut = true;
      return new Map(acknowledged);
    },
    async done() {
      await Promise.all(workers);
      return next;
    },
  };
}

describe('Crash safety (kill -9)', () => {
  it('killed while an import writes and saves stream in: acknowledged writes are all there and whole, the import all or nothing', async () => {
    // The saves run from before the first import: the timed import then takes as long as the
    // one to be killed, which meets the same stream of saves.
    const files = {
      warmUp: await importFile('CrashImpW', 5),
      first: await importFile('CrashImpA', IMPORT_ROWS),
      killed: await Promise.all(KILL_AT.map((_, attempt) => importFile(`CrashImpB${attempt}`, IMPORT_ROWS))),
    };
    const burst = saveBurst();
    await burst.until(ACKS_BEFORE_KILL);
    // A small import warms the server up, so that the timed one is typical.
    expect((await (await upload(files.warmUp)).json()).code).toBe(0);
    const started = Date.now();
    const answer = await (await upload(files.first)).json();
    const duration = Date.now() - started;
    expect(answer.code, JSON.stringify(answer).slice(0, 500)).toBe(0);

    // The import to kill. On PGlite the moment is a guess from the timed import; should the
    // import be done before it (a busy machine times unevenly), another goes, killed earlier.
    const completed = ['CrashImpA'];
    let killed: string | undefined;
    let acked = new Map<string, number>();
    for (const [attempt, fraction] of KILL_AT.entries()) {
      const prefix = `CrashImpB${attempt}`;
      const file = files.killed[attempt];
      let done = false;
      const pending = upload(file)
        .then((response) => response.json())
        .then(
          (body: { code: number }) => {
            expect(body.code).toBe(0);
            done = true;
          },
          () => undefined,
        );
      await untilWriting(duration * fraction);
      if (done) {
        completed.push(prefix);
        continue;
      }
      acked = burst.cut();
      await server.kill();
      await pending;
      if (done) completed.push(prefix);
      else killed = prefix;
      break;
    }
    if (!killed) burst.cut();
    const sent = await burst.done();
    expect(killed, 'an import was still running when the server was killed').toBeDefined();

    await restart();
    for (const prefix of completed) expect(await countNamed(prefix), prefix).toBe(IMPORT_ROWS);
    expect([0, IMPORT_ROWS]).toContain(await countNamed(killed!));
    // The restarted server serves the last saves acknowledged before the kill (the database
    // below holds every one of them).
    for (const [code, id] of [...acked].slice(-20)) {
      const row = await server.post<{ code: string }>(`${stationBase}/get`, { id }, token);
      expect(row.data?.code, code).toBe(code);
    }

    const stored = await withDatabase(async (db) => {
      const { rows } = await db.query<{ id: number; code: string; address: string; longitude: number; audits: number }>(
        `select s.id, s.code, s.address, s.longitude,
                (select count(*) from audit_log a where a.entity = 'station' and a.action = 'save' and a.row_id = s.id) as audits
           from station s where s.code like 'CRASHS%'`,
      );
      // An audit entry without its row, or a row without its entry, would be half of a
      // transaction.
      const orphans = await db.query<{ n: number }>(
        `select count(*) as n from audit_log a
          where (a.entity = 'station' and a.action = 'save' and not exists (select 1 from station s where s.id = a.row_id))
             or (a.entity = 'pileType' and a.action = 'import' and not exists (select 1 from pile_type p where p.id = a.row_id))`,
      );
      const unaudited = await db.query<{ n: number }>(
        `select count(*) as n from pile_type p where p.name like 'CrashImp%' and not exists
            (select 1 from audit_log a where a.entity = 'pileType' and a.action = 'import' and a.row_id = p.id)`,
      );
      return { rows, orphanAudits: orphans.rows[0].n, unauditedImports: unaudited.rows[0].n };
    });
    const byCode = new Map(stored.rows.map((row) => [row.code, row]));
    for (const [code, id] of acked) expect(byCode.get(code)?.id, code).toBe(id);
    for (const row of stored.rows) {
      const i = Number(row.code.slice('CRASHS'.length));
      expect(i).toBeLessThan(sent);
      const sentPayload = savePayload(i);
      expect({ address: row.address, longitude: Number(row.longitude), audits: row.audits }).toEqual({
        address: sentPayload.address,
        longitude: sentPayload.longitude,
        audits: 1,
      });
    }
    expect(stored.orphanAudits).toBe(0);
    expect(stored.unauditedImports).toBe(0);
  }, 150_000);
});
