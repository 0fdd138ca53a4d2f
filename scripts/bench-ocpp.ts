/**
 * npm run bench:ocpp [-- --piles 10000 --seconds 60 --interval 30 --sessions 0.1 --db pglite|postgres --profile DIR]
 *
 * The central system under a network of chargers: the real server in a process of its own (on a
 * PGlite copy of the demo database, or a fresh PostgreSQL database with --db postgres), with
 * --piles enabled piles of seller 100001 (extra two-gun piles are added to the demo's when it has
 * fewer), each a real OCPP 1.6J WebSocket client in this process. Every pile reports a status
 * change and its meter values every --interval seconds (phases spread), for --seconds; a share of
 * them (--sessions) charges for real, so that bills are written and settled meanwhile. Reports:
 * piles connected, messages a second, CALL → CALLRESULT p50/p99, status change → monitor push
 * p99 (one operator's live stream), the server's CPU and memory, and the bills page p99 under
 * that load beside the same page idle. Every pile connects with HTTP Basic authentication
 * (security profile 1, its demo key), as a real network's would.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { percentile } from './lib/percentile';
import pg from 'pg';
import type { RPCClient } from 'ocpp-rpc';
import { openPglite } from '../server/db/pglite';
import type { Queryable } from '../server/db/database';
import { createOcppClient } from '../server/ocpp/ocpp-client';
import { demoPileKey, hashAuthorizationKey } from '../server/ocpp/pile-credentials';
import { freshPostgresDatabase, seededDataDir } from '../server/security/crash-database';
import { freePort, ServerProcess } from '../server/security/crash-safety-server';

const { values: args } = parseArgs({
  options: {
    piles: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '60' },
    interval: { type: 'string', default: '30' },
    db: { type: 'string', default: 'pglite' },
    // A folder for the server's CPU profile (node --cpu-prof), written when it stops.
    profile: { type: 'string' },
    // The share of piles whose charging turns are real sessions: a card's StartTransaction,
    // meter values of the transaction, and a StopTransaction that prices and settles the bill.
    sessions: { type: 'string', default: '0.1' },
  },
});
const PILES = Number(args.piles);
const SECONDS = Number(args.seconds);
const INTERVAL_MS = Number(args.interval) * 1000;
const SESSION_EVERY = Number(args.sessions) > 0 ? Math.max(1, Math.round(1 / Number(args.sessions))) : 0;
const log = (line: string) => process.stdout.write(`${line}\n`);

const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * Enough enabled two-gun piles for seller 100001: the demo's, then BENCH piles at its first
 * station. Every one authenticates (security profile 1) with its demo key, as the seed's do: a
 * BENCH pile's hash is made here once, when the pile is added.
 */
async function ensurePiles(db: Queryable, count: number): Promise<void> {
  const seller = (await db.query<{ id: number }>(`select id from sellers where seller_number = '100001'`)).rows[0].id;
  const have = Number(
    (
      await db.query<{ n: number }>(`select count(*)::int as n from pile where seller_id = $1 and enable_status = 1`, [
        seller,
      ])
    ).rows[0].n,
  );
  const missing = count - have;
  if (missing > 0) await addBenchPiles(db, seller, missing);
  const { rows: keyless } = await db.query<{ id: number; code: string }>(
    `select id, code from pile where seller_id = $1 and authorization_key is null`,
    [seller],
  );
  for (let start = 0; start < keyless.length; start += 500) {
    const batch = keyless.slice(start, start + 500);
    const hashes = await Promise.all(batch.map((row) => hashAuthorizationKey(demoPileKey(row.code))));
    await db.query(
      `update pile set authorization_key = keys.hash, security_profile = 1
        from unnest($1::bigint[], $2::text[]) as keys(id, hash) where pile.id = keys.id`,
      [batch.map((row) => row.id), hashes],
    );
  }
}

async function addBenchPiles(db: Queryable, seller: number, missing: number): Promise<void> {
  const station = (
    await db.query<{ id: number }>(`select id from station where seller_id = $1 order by id limit 1`, [seller])
  ).rows[0].id;
  await db.query(
    `insert into pile (seller_id, name, code, station_id, rated_power, gun_layout, status, online_status, enable_status,
        security_profile)
     select $1, 'BENCH-' || n, 'BENCH' || lpad(n::text, 6, '0'), $2, 120, 'TWO_GUN', 5, 0, 1, 1
       from generate_series(1, $3) as n`,
    [seller, station, missing],
  );
  await db.query(
    `insert into gun (seller_id, code, pile_id, gun_index, status, availability)
     select p.seller_id, p.code || '-' || g, p.id, g, 5, 1
       from pile p cross join generate_series(0, 1) as g where p.code like 'BENCH%' and p.seller_id = $1`,
    [seller],
  );
}

/** CPU seconds and resident memory of a process, from /proc. */
function processUsage(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(stat[11]) + Number(stat[12]);
  const rss = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  return { cpuSeconds: ticks / 100, rss };
}

async function pageTimes(server: ServerProcess, token: string, untilMs: number, minimum: number): Promise<number[]> {
  const times: number[] = [];
  while (times.length < minimum || Date.now() < untilMs) {
    const started = performance.now();
    await server.post('/api/bill/bill/page', { pageNo: 1, pageSize: 20 }, token);
    times.push(performance.now() - started);
    if (times.length >= minimum && Date.now() >= untilMs) break;
  }
  return times;
}

async function main() {
  let dataDir: string | undefined;
  let databaseUrl: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  if (args.db === 'postgres') {
    ({ url: databaseUrl, drop } = await freshPostgresDatabase(
      process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    ));
  } else {
    dataDir = await seededDataDir();
    const db = await openPglite({ dataDir });
    await ensurePiles(db, PILES);
    await db.close();
  }
  const server = new ServerProcess(
    await freePort(),
    { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    args.profile ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] : [],
  );
  await server.start(600_000);
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await ensurePiles({ query: (sql, params) => client.query(sql, params) as never }, PILES);
    await client.end();
  }
  const token = await server.login('100001', 'admin', 'Admin@123456');
  // The first requests compile the page's code paths and fill its caches: the idle figure is
  // the warm page's, as it is under load.
  await pageTimes(server, token, 0, 20);
  const idle = await pageTimes(server, token, 0, 100);

  // The enabled piles, a page of 500 at a time (the list's largest page).
  const pileRows: { id: number; code: string }[] = [];
  for (let pageNo = 1; pileRows.length < PILES; pageNo++) {
    const page = await server.post<{ data: { id: number; code: string }[] }>(
      '/api/config/pile/page',
      { pageNo, pageSize: 500, filters: { enableStatus: 1 } },
      token,
    );
    if (page.code !== 0) throw new Error(`pile page: ${page.msg}`);
    pileRows.push(...page.data.data);
    if (page.data.data.length < 500) break;
  }
  const codes = pileRows.slice(0, PILES).map((row) => row.code);
  const cards = await server.post<{ data: { cardNo: string }[] }>(
    '/api/member/card/page',
    { pageNo: 1, pageSize: 500, filters: { state: 1 } },
    token,
  );
  const idTags = cards.data.data.map((card) => card.cardNo);
  if (SESSION_EVERY && !idTags.length) throw new Error('no card in use to charge with');
  let sessionsStarted = 0;
  let sessionsBilled = 0;
  const pileIds = new Map(pileRows.map((row) => [row.code, row.id]));
  const endpoint = `ws://127.0.0.1:${server.port}/ocpp`;
  const clients: RPCClient[] = [];
  const connectStarted = Date.now();
  for (let start = 0; start < codes.length; start += 200) {
    const batch = codes.slice(start, start + 200).map(async (code) => {
      const client = createOcppClient({ endpoint, identity: code, reconnect: false, callTimeoutMs: 60_000 });
      await client.connect();
      await client.call('BootNotification', { chargePointVendor: 'Bench', chargePointModel: 'B1' });
      clients.push(client);
    });
    await Promise.allSettled(batch);
  }
  log(`connected ${clients.length} of ${codes.length} piles in ${((Date.now() - connectStarted) / 1000).toFixed(1)} s`);

  // One operator's live stream: when each status change reaches it.
  const sentAt = new Map<string, number>();
  const pushes: number[] = [];
  const abort = new AbortController();
  const stream = await fetch(`${server.base}/api/live/events`, {
    headers: { authorization: token },
    signal: abort.signal,
  });
  void (async () => {
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
        buffer = buffer.slice(end + 2);
        if (!data) continue;
        const event = JSON.parse(data) as { kind: string; pileId: number; status?: number };
        const key = `${event.pileId}:${event.status}`;
        const sent = event.kind === 'gun' && event.status !== undefined ? sentAt.get(key) : undefined;
        if (sent !== undefined) {
          pushes.push(performance.now() - sent);
          sentAt.delete(key);
        }
      }
    }
  })();

  const latencies: number[] = [];
  // The same times by message, to tell which kind of work the slow answers wait for.
  const latenciesOf = new Map<string, number[]>();
  let messages = 0;
  let failures = 0;
  const usageBefore = processUsage(server.pid!);
  const rssSamples: number[] = [];
  const sampler = setInterval(() => rssSamples.push(processUsage(server.pid!).rss), 1_000);
  const loadEnds = Date.now() + SECONDS * 1000;
  const call = async <Answer = unknown>(client: RPCClient, method: string, params: unknown) => {
    const started = performance.now();
    try {
      const answer = (await client.call(method, params)) as Answer;
      const took = performance.now() - started;
      latencies.push(took);
      let times = latenciesOf.get(method);
      if (!times) latenciesOf.set(method, (times = []));
      times.push(took);
      messages++;
      return answer;
    } catch {
      failures++;
      return undefined;
    }
  };
  const runs = clients.map(async (client, index) => {
    let charging = false;
    const sessions = SESSION_EVERY > 0 && index % SESSION_EVERY === 0;
    // The pile's energy register: it only goes up, by what each session delivers.
    let meterWh = 1_000_000 + index * 1_000;
    let transactionId: number | undefined;
    await new Promise((resolve) => setTimeout(resolve, Math.random() * INTERVAL_MS));
    while (Date.now() < loadEnds) {
      charging = !charging;
      const pileId = pileIds.get(client.identity!);
      const status = charging ? 3 : 1;
      if (sessions && charging) {
        const started = await call<{ transactionId: number }>(client, 'StartTransaction', {
          connectorId: 1,
          idTag: idTags[index % idTags.length],
          meterStart: meterWh,
          timestamp: new Date().toISOString(),
        });
        transactionId = started?.transactionId;
        if (transactionId !== undefined) sessionsStarted++;
      }
      if (sessions && !charging && transactionId !== undefined) {
        // What a pile delivers in one charging turn: within what the central system believes of
        // any pile's rated power in that time (more is held as an abnormal bill, not settled).
        meterWh += 400;
        const stopped = await call(client, 'StopTransaction', {
          transactionId,
          meterStop: meterWh,
          timestamp: new Date().toISOString(),
          reason: 'EVDisconnected',
        });
        if (stopped) sessionsBilled++;
        transactionId = undefined;
      }
      if (pileId !== undefined && index % 10 === 0) sentAt.set(`${pileId}:${status}`, performance.now());
      await call(client, 'StatusNotification', {
        connectorId: 1,
        status: charging ? 'Charging' : 'Available',
        errorCode: 'NoError',
      });
      await call(client, 'MeterValues', {
        connectorId: 1,
        ...(transactionId !== undefined ? { transactionId } : {}),
        meterValue: [
          {
            timestamp: new Date().toISOString(),
            sampledValue: [
              { value: String(charging ? meterWh + 6_000 : meterWh), unit: 'Wh' },
              { value: '60000', measurand: 'Power.Active.Import', unit: 'W' },
            ],
          },
        ],
      });
      await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
    }
  });
  const loaded = await pageTimes(server, token, loadEnds, 50);
  await Promise.all(runs);
  clearInterval(sampler);
  const usageAfter = processUsage(server.pid!);
  abort.abort();
  await Promise.allSettled(clients.map((client) => client.close({ force: true })));
  await server.stop();
  await drop?.();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });

  const cpu = ((usageAfter.cpuSeconds - usageBefore.cpuSeconds) / SECONDS) * 100;
  log(
    `database: ${args.db}; piles: ${clients.length} connected of ${PILES} asked; load: ${SECONDS} s, a status and meter values every ${INTERVAL_MS / 1000} s per pile`,
  );
  log(`messages: ${messages} answered (${(messages / SECONDS).toFixed(0)}/s), ${failures} failed`);
  log(`charging sessions: ${sessionsStarted} started, ${sessionsBilled} stopped and billed`);
  log(`CALL → CALLRESULT: p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}`);
  for (const [method, times] of [...latenciesOf].sort(([a], [b]) => a.localeCompare(b)))
    log(`  ${method}: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))} (${times.length})`);
  log(
    `status change → monitor push: p50 ${ms(percentile(pushes, 50))}, p99 ${ms(percentile(pushes, 99))} (${pushes.length} measured)`,
  );
  log(
    `server: CPU ${cpu.toFixed(0)}% of one core, memory peak ${(Math.max(...rssSamples, 0) / 2 ** 20).toFixed(0)} MiB`,
  );
  log(
    `bills page p99: idle ${ms(percentile(idle, 99))}, under load ${ms(percentile(loaded, 99))} (${loaded.length} requests)`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
