import fs from 'node:fs';
import type { RPCClient } from 'ocpp-rpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database';
import { freshPostgresDatabase, seededDataDir } from '../security/crash-database';
import { freePort, ServerProcess } from '../security/crash-safety-server';
import { DEMO } from '../test-support/test-app';
import { createOcppClient } from './ocpp-client';

/**
 * kill -9 of the server while piles are charging: the piles reconnect to the restarted server,
 * finish their open transactions (each stop sent twice, as a pile unsure it was heard does), and
 * every session is billed exactly once, its payment one ledger entry.
 */
const PILES = 3;

let server: ServerProcess;
let dataDir: string | undefined;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
const clients: RPCClient[] = [];

beforeAll(async () => {
  if (process.env.DATABASE_URL)
    ({ url: databaseUrl, drop: dropDatabase } = await freshPostgresDatabase(process.env.DATABASE_URL));
  else dataDir = await seededDataDir();
  server = new ServerProcess(await freePort(), { DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  await server.start();
}, 180_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close({ force: true })));
  await server?.stop();
  await dropDatabase?.();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const opened = (client: RPCClient) => new Promise((resolve) => client.once('open', resolve));

describe('a server killed during charging', () => {
  it('bills each open session exactly once after the restart', async () => {
    const token = await server.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
    const piles = await server.post<{ data: { code: string }[] }>(
      '/api/config/pile/page',
      { pageNo: 1, pageSize: PILES, filters: { enableStatus: 1 } },
      token,
    );
    const cards = await server.post<{ data: { cardNo: string }[] }>(
      '/api/member/card/page',
      { pageNo: 1, pageSize: 20, filters: { state: 1 } },
      token,
    );
    const sessions: { client: RPCClient; transactionId: number; cardNo: string }[] = [];
    // Cards the piles accept (a card that is not is never charged), one per pile.
    const usable = cards.data.data.map((card) => card.cardNo);
    for (const pile of piles.data.data) {
      const client = createOcppClient({
        endpoint: `ws://127.0.0.1:${server.port}/ocpp`,
        identity: pile.code,
        reconnect: true,
        backoff: { initialDelay: 200, maxDelay: 1_000, factor: 2, randomisationFactor: 0.25 },
      });
      clients.push(client);
      await client.connect();
      // No BootNotification: the sessions below began before this connection, while the pile
      // kept running (a start before a boot would be held as implausible).
      let cardNo = usable.shift();
      while (
        cardNo !== undefined &&
        ((await client.call('Authorize', { idTag: cardNo })) as { idTagInfo: { status: string } }).idTagInfo.status !==
          'Accepted'
      )
        cardNo = usable.shift();
      if (cardNo === undefined) throw new Error('no usable card to charge with');
      const started = (await client.call('StartTransaction', {
        connectorId: 1,
        idTag: cardNo,
        meterStart: 1_000,
        timestamp: new Date(Date.now() - 30 * 60_000).toISOString(),
      })) as { transactionId: number };
      sessions.push({ client, transactionId: started.transactionId, cardNo });
    }

    await server.kill();
    const reconnected = sessions.map(({ client }) => opened(client));
    await server.start();
    await Promise.all(reconnected);
    for (const { client, transactionId } of sessions) {
      // 3 kWh in half an hour: within what even a 7 kW pile delivers.
      const stop = { transactionId, meterStop: 4_000, timestamp: new Date().toISOString() };
      await client.call('StopTransaction', stop);
      await client.call('StopTransaction', stop);
    }
    await Promise.all(clients.map((client) => client.close({ force: true })));
    await server.stop();

    const db = await openDatabase({ databaseUrl, dataDir: dataDir ?? '' });
    try {
      for (const { transactionId } of sessions) {
        const { rows } = await db.query<{
          bill_status: number;
          total_amount: number;
          paid_amount: number;
          kwh: number;
        }>(`select bill_status, total_amount, paid_amount, kwh::float as kwh from bill where id = $1`, [transactionId]);
        expect(rows[0]).toMatchObject({ bill_status: 2, kwh: 3 });
        expect(Number(rows[0].total_amount)).toBeGreaterThan(0);
        const flows = await db.query<{ amount: number }>(`select amount from account_flow where bill_id = $1`, [
          transactionId,
        ]);
        expect(flows.rows.map((flow) => Number(flow.amount))).toEqual(
          Number(rows[0].paid_amount) > 0 ? [-Number(rows[0].paid_amount)] : [],
        );
      }
    } finally {
      await db.close();
    }
  }, 240_000);
});
