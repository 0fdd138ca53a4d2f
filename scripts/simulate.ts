import { md5 } from 'js-md5';
import { parseArgs } from 'node:util';
import { createPrng } from '../server/seed/prng';
import { SimulatedPile } from './simulator/simulated-pile';

/**
 * `npm run simulate -- --piles N [--seller 100001] [--url http://127.0.0.1:8080] [--speed 60]
 * [--minutes M]`: connects N enabled piles of a seller's network over OCPP 1.6J and runs
 * their day (arrivals by hour, sessions, faults and recoveries), one simulated minute every
 * 60/speed seconds, starting at the current hour. Pile codes come from the product's own API.
 */
const { values } = parseArgs({
  options: {
    piles: { type: 'string', default: '10' },
    seller: { type: 'string', default: '100001' },
    account: { type: 'string', default: 'admin' },
    password: { type: 'string', default: 'Admin@123456' },
    url: { type: 'string', default: `http://127.0.0.1:${process.env.PORT ?? 8080}` },
    speed: { type: 'string', default: '60' },
    minutes: { type: 'string' },
    seed: { type: 'string', default: '1' },
  },
});

const GUNS_OF_LAYOUT: Record<string, number> = { ONE_GUN: 1, TWO_GUN: 2, FOUR_GUN: 4, MORE_GUN: 4 };

async function api<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(new URL(path, values.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 0) throw new Error(`${path}: ${answer.msg}`);
  return answer.data;
}

interface PileRow {
  code: string;
  gunLayout: string;
  ratedPower: number;
}

async function main() {
  const count = Number(values.piles);
  const { token } = await api<{ token: string }>('/api/system/login', {
    sellerNumber: values.seller,
    credentials: { account: values.account, password: md5(values.password!) },
    smsCaptchaPass: true,
  });
  const page = await api<{ data: PileRow[] }>(
    '/api/config/pile/page',
    { pageNo: 1, pageSize: count, filters: { enableStatus: 1 } },
    token,
  );
  // Drivers present the seller's cards in use; the central system authorises and bills them.
  const cards = await api<{ data: { cardNo: string }[] }>(
    '/api/member/card/page',
    { pageNo: 1, pageSize: 500, filters: { state: 1 } },
    token,
  ).catch(() => ({ data: [] }));
  const idTags = cards.data.map((card) => card.cardNo);
  const endpoint = `${values.url.replace(/^http/, 'ws')}/ocpp`;
  const prng = createPrng(Number(values.seed));
  const piles = page.data.map(
    (row) =>
      new SimulatedPile({
        endpoint,
        code: row.code,
        guns: GUNS_OF_LAYOUT[row.gunLayout] ?? 1,
        ratedKw: Number(row.ratedPower),
        random: prng.next,
        idTags,
        speed: Number(values.speed),
      }),
  );
  const started = await Promise.allSettled(piles.map((pile) => pile.start()));
  const failed = started.filter((outcome) => outcome.status === 'rejected').length;
  console.log(`${piles.length - failed} of ${piles.length} piles connected to ${endpoint}`);

  const minuteMs = 60_000 / Number(values.speed);
  const limit = values.minutes ? Number(values.minutes) : Infinity;
  let minute = 0;
  let clock = new Date().getHours() * 60 + new Date().getMinutes();
  const timer = setInterval(() => {
    if (minute++ >= limit) return void shutdown();
    clock = (clock + 1) % 1440;
    for (const pile of piles) void pile.tick(Math.floor(clock / 60)).catch(() => undefined);
  }, minuteMs);

  async function shutdown() {
    clearInterval(timer);
    await Promise.allSettled(piles.map((pile) => pile.stop()));
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
