import ExcelJS from 'exceljs';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { DEMO } from '../test-support/test-app';
import { freePort, ServerProcess } from './crash-safety-server';

/**
 * Crash safety: the real server in a process of its own, killed with SIGKILL in the middle of
 * an import and in the middle of a burst of saves, then started again on the same database.
 * Every write the server acknowledged must be there, complete, and nothing it did not finish may
 * be there in part: an import is all its rows or none, a saved row always has its audit entry.
 * On PGlite in a temporary DATA_DIR; with DATABASE_URL, on a fresh PostgreSQL database.
 */
const IMPORT_ROWS = 1000;
const SAVE_WORKERS = 8;
const ACKS_BEFORE_KILL = 40;
const base = '/api/config/pileType';

let server: ServerProcess;
let dataDir: string | undefined;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let token: string;

/**
 * Waits until an import is writing its rows: on PostgreSQL, until a transaction holds the write
 * lock of the table; on PGlite, which nobody else can watch, half the time a warm import of the
 * same size took from upload to answer.
 */
async function untilWriting(importMs: number): Promise<void> {
  if (!databaseUrl) {
    await new Promise((resolve) => setTimeout(resolve, importMs / 2));
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

/** A database of its own on the PostgreSQL server of DATABASE_URL, dropped at the end. */
async function freshPostgresDatabase(url: string): Promise<string> {
  const name = `crash_${process.pid}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create database ${name}`);
  dropDatabase = async () => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  const own = new URL(url);
  own.pathname = `/${name}`;
  return own.toString();
}

beforeAll(async () => {
  if (process.env.DATABASE_URL) databaseUrl = await freshPostgresDatabase(process.env.DATABASE_URL);
  else dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-safety-'));
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

const savePayload = (i: number) => ({
  name: `CrashSave${String(i).padStart(5, '0')}`,
  model: `M-${i}`,
  manufacturer: 1 + (i % 40),
  currentMode: 2,
  ratedPower: 1 + (i % 900),
  minVoltage: 200,
  maxVoltage: 750,
  minCurrent: 1,
  maxCurrent: 250,
  gunLayout: 'ONE_GUN',
  gunCount: 1,
});

describe('Crash safety (kill -9)', () => {
  it('an import killed half-way leaves all of its rows or none, and the acknowledged one stays whole', async () => {
    // A first, small import warms the server up, so that the timed one is typical.
    expect((await (await upload(await importFile('CrashImpW', 20))).json()).code).toBe(0);
    const first = await importFile('CrashImpA', IMPORT_ROWS);
    const started = Date.now();
    const done = await upload(first);
    const duration = Date.now() - started;
    const answer = await done.json();
    expect(answer.code, JSON.stringify(answer).slice(0, 500)).toBe(0);

    const second = await importFile('CrashImpB', IMPORT_ROWS);
    let acknowledged = false;
    const pending = upload(second).then(
      () => (acknowledged = true),
      () => undefined,
    );
    await untilWriting(duration);
    await server.kill();
    await pending;
    expect(acknowledged).toBe(false);

    await restart();
    expect(await countNamed('CrashImpA')).toBe(IMPORT_ROWS);
    expect([0, IMPORT_ROWS]).toContain(await countNamed('CrashImpB'));
  }, 120_000);

  it('a burst of saves killed mid-way: every acknowledged row is there, whole, and with its audit entry; so are the imports', async () => {
    const acknowledged = new Map<string, number>();
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (!killed) {
        const payload = savePayload(next++);
        try {
          const answer = await server.post<{ id: number }>(`${base}/save`, payload, token);
          if (answer.code !== 0) throw new Error(`save refused: ${answer.msg}`);
          if (!killed) acknowledged.set(payload.name, answer.data.id);
        } catch (error) {
          if (!killed) throw error;
        }
      }
    };
    let failure: unknown;
    const workers = Array.from({ length: SAVE_WORKERS }, () => worker().catch((error) => (failure ??= error)));
    while (acknowledged.size < ACKS_BEFORE_KILL && failure === undefined) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    if (failure !== undefined) throw failure;
    // Answers that arrive while the signal is on its way are not counted: the kill is the cut.
    const acked = new Map(acknowledged);
    killed = true;
    await server.kill();
    await Promise.all(workers);
    const sent = next;

    await restart();
    expect(await countNamed('CrashSave')).toBeGreaterThanOrEqual(acked.size);

    const stored = await withDatabase(async (db) => {
      const { rows } = await db.query<{ id: number; name: string; model: string; rated_power: number; audits: number }>(
        `select p.id, p.name, p.model, p.rated_power,
                (select count(*) from audit_log a where a.entity = 'pileType' and a.action = 'save' and a.row_id = p.id) as audits
           from pile_type p where p.name like 'CrashSave%'`,
      );
      // Both tests' rows: an audit entry without its row, or an imported row without its entry,
      // would be half of a transaction.
      const orphans = await db.query<{ n: number }>(
        `select count(*) as n from audit_log a where a.entity = 'pileType' and a.action in ('save', 'import')
            and not exists (select 1 from pile_type p where p.id = a.row_id)`,
      );
      const unaudited = await db.query<{ n: number }>(
        `select count(*) as n from pile_type p where p.name like 'CrashImp%' and not exists
            (select 1 from audit_log a where a.entity = 'pileType' and a.action = 'import' and a.row_id = p.id)`,
      );
      return { rows, orphanAudits: orphans.rows[0].n, unauditedImports: unaudited.rows[0].n };
    });
    const byName = new Map(stored.rows.map((row) => [row.name, row]));
    for (const [name, id] of acked) expect(byName.get(name)?.id, name).toBe(id);
    for (const row of stored.rows) {
      const i = Number(row.name.slice('CrashSave'.length));
      expect(i).toBeLessThan(sent);
      expect({ model: row.model, ratedPower: Number(row.rated_power), audits: row.audits }).toEqual({
        model: savePayload(i).model,
        ratedPower: savePayload(i).ratedPower,
        audits: 1,
      });
    }
    expect(stored.orphanAudits).toBe(0);
    expect(stored.unauditedImports).toBe(0);
  }, 120_000);
});
