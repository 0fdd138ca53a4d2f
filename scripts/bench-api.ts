/**
 * npm run bench:api [-- --rows 1000000 --seconds 10 --concurrency 10 --db pglite,postgres]
 *
 * Loads a bills-like table (the charge order entity) with --rows rows for one seller, starts the
 * real app on 127.0.0.1 and measures the generic page endpoint — session, permission, tenant
 * scope, filter, sort and count — for a selective filter (one station, 1% of rows) and a broad
 * one (one status, 25%), beside a bare fastify baseline doing offset paging and a full count.
 * PostgreSQL comes from DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) and
 * runs in a schema of its own, dropped afterwards.
 */
import { parseArgs } from 'node:util';
import { md5 } from 'js-md5';
import { buildApp } from '../server/app';
import { prepareDatabase } from '../server/start-database';
import { loadBundleFromDisk } from '../server/meta/load-bundle';
import { withChargeOrder } from '../server/crud/testing/charge-order-entity';
import { startBaseline } from './bench-api/baseline-app';
import { loadRows } from './bench-api/load-rows';
import { measureWithWrk, type Measurement } from './bench-api/wrk';
import { openBenchDatabase } from './bench-api/open-bench-database';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '10' },
    db: { type: 'string', default: 'pglite,postgres' },
  },
});
const rows = Number(args.rows);
const seconds = Number(args.seconds);
const concurrency = Number(args.concurrency);
const log = (line: string) => process.stdout.write(`${line}\n`);

interface Result extends Measurement {
  db: string;
  endpoint: string;
  filter: string;
}

/** Pages 1–10 in turn, the way people page through a list. */
const PAGES = Array.from({ length: 10 }, (_, i) => i + 1);
const json = { 'content-type': 'application/json' };

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<Result[]> {
  log(`\n${kind}: preparing ${rows.toLocaleString('en-US')} rows`);
  const { db, close } = await openBenchDatabase(kind);
  const results: Result[] = [];
  try {
    const bundle = withChargeOrder(loadBundleFromDisk());
    await prepareDatabase(db, bundle);
    const { sellerId, stationId } = await loadRows(db, rows, log);
    const app = await buildApp({ db, bundle, logger: false });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const baseline = await startBaseline(db, sellerId);
    const login = await fetch(`${base}/api/system/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        sellerNumber: '100001',
        credentials: { account: 'admin', password: md5('Admin@123456') },
        smsCaptchaPass: true,
      }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const filters = [
      { name: 'selective 1%', filter: { stationId }, column: 'station_id' as const, value: stationId },
      { name: 'broad 25%', filter: { status: 1 }, column: 'status' as const, value: 1 },
    ];
    const options = { seconds, concurrency };
    for (const f of filters) {
      log(`  measuring ${f.name}`);
      const generic = await measureWithWrk(
        {
          url: `${base}/api/bill/chargeOrder/page`,
          headers: { ...json, authorization: token },
          bodies: PAGES.map((pageNo) => JSON.stringify({ pageNo, pageSize: 10, filters: f.filter })),
        },
        options,
      );
      results.push({ db: kind, endpoint: 'generic page', filter: f.name, ...generic });
      const bare = await measureWithWrk(
        {
          url: `${baseline.url}/baseline`,
          headers: json,
          bodies: PAGES.map((pageNo) => JSON.stringify({ column: f.column, value: f.value, pageNo })),
        },
        options,
      );
      results.push({ db: kind, endpoint: 'baseline (offset + count(*))', filter: f.name, ...bare });
    }
    log('  measuring a deep page (rows 9,990–10,000 of the broad filter)');
    const deep = await measureWithWrk(
      {
        url: `${base}/api/bill/chargeOrder/page`,
        headers: { ...json, authorization: token },
        bodies: [JSON.stringify({ pageNo: 1000, pageSize: 10, filters: { status: 1 } })],
      },
      options,
    );
    results.push({ db: kind, endpoint: 'generic page, page 1000', filter: 'broad 25%', ...deep });
    await baseline.app.close();
    await app.close();
  } finally {
    await close();
  }
  return results;
}

function printTable(results: Result[]) {
  const header = ['database', 'endpoint', 'filter', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors'];
  const body = results.map((r) => [
    r.db,
    r.endpoint,
    r.filter,
    r.perSecond.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    String(r.requests),
    String(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  log(`\n${rows.toLocaleString('en-US')} rows, concurrency ${concurrency}, ${seconds} s per measurement\n`);
  log(line(header));
  log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of body) log(line(row));
}

const kinds = (args.db ?? '').split(',').filter((k): k is 'pglite' | 'postgres' => k === 'pglite' || k === 'postgres');
const results: Result[] = [];
for (const kind of kinds) results.push(...(await benchDatabase(kind)));
printTable(results);
