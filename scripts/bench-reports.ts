/**
 * npm run bench:reports [-- --bills 10000000 --seconds 20 --concurrency 2 --db pglite,postgres]
 *
 * A year of reports over a large bills table: --bills bills of seller 100001 spread over the
 * last 365 days of its stations (loaded through the bills' rollup triggers, as settlement writes
 * them), then, on the same database, for --seconds each at --concurrency:
 *   - the product's aggregate route (HTTP, logged in as the seller's administrator) asking for
 *     monthly energy, revenue and sessions by station over the year, as the energy report does;
 *   - a plain GROUP BY over the bills table answering the same question.
 * Reports each one's throughput and p50/p99, their ratio, and checks both give the same sums.
 * PGlite runs on a data folder on disk; PostgreSQL on a fresh database of DATABASE_URL's server.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { percentile } from './lib/percentile';
import { buildApp } from '../server/app';
import type { Database } from '../server/db/database';
import { openPglite } from '../server/db/pglite';
import { openPostgres } from '../server/db/postgres';
import { loadBundleFromDisk } from '../server/meta/load-bundle';
import { freshPostgresDatabase, seededDataDir } from '../server/security/crash-database';
import { prepareDatabase } from '../server/start-database';
import { loginBody } from '../server/test-support/test-app';

const { values: args } = parseArgs({
  options: {
    bills: { type: 'string', default: '10000000' },
    seconds: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '2' },
    db: { type: 'string', default: 'pglite,postgres' },
  },
});
const BILLS = Number(args.bills);
const SECONDS = Number(args.seconds);
const CONCURRENCY = Number(args.concurrency);
const CHUNK = 250_000;
const log = (line: string) => process.stdout.write(`${line}\n`);

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const TODAY = new Date();
const YEAR: [string, string] = [day(new Date(TODAY.getTime() - 364 * 86_400_000)), day(TODAY)];

/** Bills g = from…to: a station in turn, a start time within the last year, an energy of 0–80 kWh. */
async function loadBills(db: Database, sellerId: number, stations: number[]) {
  const started = Date.now();
  for (let from = 1; from <= BILLS; from += CHUNK) {
    const to = Math.min(BILLS, from + CHUNK - 1);
    await db.query(
      `insert into bill (seller_id, bill_no, station_id, business_type, start_time, end_time, kwh,
                         electricity_fee, service_fee, discount, total_amount, paid_amount,
                         charge_status, bill_status, periods)
       select $1, 'RB' || g, ($4::bigint[])[1 + g % cardinality($4::bigint[])], 1 + g % 3, ts, ts + interval '1 hour',
              kwh, (kwh * 80)::bigint, (kwh * 40)::bigint, 0, (kwh * 120)::bigint, (kwh * 120)::bigint, 3, 3,
              jsonb_build_array(
                jsonb_build_object('ratePeriod', 'Feng', 'energyWh', (kwh * 600)::int,
                                   'electricityFee', (kwh * 48)::int, 'serviceFee', (kwh * 24)::int),
                jsonb_build_object('ratePeriod', 'Gu', 'energyWh', (kwh * 400)::int,
                                   'electricityFee', (kwh * 32)::int, 'serviceFee', (kwh * 16)::int))
         from generate_series($2::bigint, $3::bigint) g,
              lateral (select date_trunc('day', now()) - (g % 365) * interval '1 day'
                              + (g * 7 % 1440) * interval '1 minute' as ts,
                              ((g * 37 % 800) / 10.0)::float8 as kwh) x`,
      [sellerId, from, to, stations],
    );
    const done = to;
    if (done % 1_000_000 === 0 || done === BILLS)
      log(`  loaded ${done.toLocaleString('en')} bills (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  return (Date.now() - started) / 1000;
}

/** Runs `once` at the given concurrency for the bench's seconds (at least 3 times). */
async function timed(once: () => Promise<void>) {
  const times: number[] = [];
  const started = Date.now();
  const worker = async () => {
    while (Date.now() - started < SECONDS * 1000 || times.length < 3) {
      const at = performance.now();
      await once();
      times.push(performance.now() - at);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (Date.now() - started) / 1000;
  return { perSecond: times.length / seconds, p50: percentile(times, 50), p99: percentile(times, 99), n: times.length };
}

const PLAIN = `select to_char(start_time, 'YYYY-MM') as month, station_id, sum(kwh)::float8 as kwh,
                      sum(total_amount)::float8 as amount, count(*)::int as n
                 from bill where seller_id = $1 and start_time >= $2::date and start_time < $3::date + 1
                group by 1, 2 order by 1, 2`;

async function benchOne(kind: 'pglite' | 'postgres') {
  log(`\n== ${kind}: ${BILLS.toLocaleString('en')} bills`);
  const bundle = loadBundleFromDisk();
  let db: Database;
  let cleanup: () => Promise<void>;
  if (kind === 'pglite') {
    const dir = await seededDataDir();
    db = await openPglite({ dataDir: dir });
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  } else {
    const fresh = await freshPostgresDatabase(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
    db = await openPostgres({ connectionString: fresh.url, max: 8 });
    await prepareDatabase(db, bundle);
    cleanup = fresh.drop;
  }
  const seller = await db.query<{ id: number }>(`select id from sellers where seller_number = '100001'`);
  const sellerId = Number(seller.rows[0].id);
  const stations = (
    await db.query<{ id: number }>(`select id from station where seller_id = $1 order by id`, [sellerId])
  ).rows.map((row) => Number(row.id));
  const loadSeconds = await loadBills(db, sellerId, stations);
  await db.query(`analyze bill`);
  const groups = await db.query<{ n: number }>(`select count(*)::int as n from rollup_bill_station_day`);
  log(`  load: ${loadSeconds.toFixed(0)} s; rollup groups: ${groups.rows[0].n.toLocaleString('en')}`);

  const app = await buildApp({ db, bundle, commandSweepMs: 0 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/system/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(loginBody('100001', 'admin', 'Admin@123456')),
  }).then((response) => response.json() as Promise<{ data: { token: string } }>);
  const body = JSON.stringify({
    dimensions: ['startTime:month', 'stationId'],
    measures: ['sum:kwh', 'sum:totalAmount', 'count'],
    filters: { startTime: YEAR },
  });
  let source = '';
  let routeAnswer: { rows: Record<string, number>[] } = { rows: [] };
  const route = await timed(async () => {
    const response = await fetch(`${base}/api/bill/bill/aggregate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: login.data.token },
      body,
    });
    source = response.headers.get('x-aggregate-source') ?? 'rows';
    const json = (await response.json()) as { code: number; msg: string; data: typeof routeAnswer };
    if (json.code !== 0) throw new Error(json.msg);
    routeAnswer = json.data;
  });
  let plainRows: { kwh: number; amount: number; n: number }[] = [];
  const plain = await timed(async () => {
    plainRows = (await db.query<{ kwh: number; amount: number; n: number }>(PLAIN, [sellerId, ...YEAR])).rows;
  });
  await app.close();
  const total = (rows: Record<string, number>[], key: string) => rows.reduce((sum, row) => sum + Number(row[key]), 0);
  const same =
    routeAnswer.rows.length === plainRows.length &&
    total(routeAnswer.rows, 'count') === total(plainRows, 'n') &&
    Math.abs(total(routeAnswer.rows, 'sum:kwh') - total(plainRows, 'kwh')) < 1e-6 * total(plainRows, 'kwh');
  log(
    `  route (answered from ${source}): ${route.perSecond.toFixed(1)}/s, p50 ${route.p50.toFixed(1)} ms, p99 ${route.p99.toFixed(1)} ms (${route.n} requests)`,
  );
  log(
    `  plain GROUP BY:  ${plain.perSecond.toFixed(2)}/s, p50 ${plain.p50.toFixed(0)} ms, p99 ${plain.p99.toFixed(0)} ms (${plain.n} queries)`,
  );
  log(
    `  throughput ${(route.perSecond / plain.perSecond).toFixed(0)}× the plain query; ${routeAnswer.rows.length} groups; same sums: ${same ? 'yes' : 'NO'}`,
  );
  await db.close();
  await cleanup();
  if (!same) process.exitCode = 1;
}

for (const kind of String(args.db).split(',')) await benchOne(kind.trim() as 'pglite' | 'postgres');
