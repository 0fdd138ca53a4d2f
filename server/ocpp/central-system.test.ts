import type { RPCClient } from 'ocpp-rpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, listenForPiles } from '../test-support/test-app';
import { GUN_STATUS, SERVICE_STATUS } from './gun-status';
import { createOcppClient } from './ocpp-client';

let t: TestApp;
let url: string;
const clients: RPCClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await listenForPiles(t);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close({ force: true })));
  await t.close();
});

/** A pile of seller 100001 with two guns, and whether it is enabled. */
async function pileWithGuns(enabled: boolean) {
  const { rows } = await t.db.query<{ id: number; code: string }>(
    `select p.id, p.code from pile p join sellers s on s.id = p.seller_id
      where s.seller_number = '100001' and p.enable_status = $1
        and (select count(*) from gun g where g.pile_id = p.id) >= 2
      order by p.id limit 1`,
    [enabled ? 1 : 0],
  );
  return rows[0];
}

const connect = async (identity: string, strictMode = true) => {
  const client = createOcppClient({ endpoint: url, identity, strictMode, reconnect: false });
  clients.push(client);
  await client.connect();
  return client;
};

const gunStatuses = async (pileId: number) =>
  (
    await t.db.query<{ status: number }>(`select status from gun where pile_id = $1 order by gun_index`, [pileId])
  ).rows.map((row) => row.status);
const pileState = async (pileId: number) =>
  (
    await t.db.query<{ status: number; online_status: number }>(
      `select status, online_status from pile where id = $1`,
      [pileId],
    )
  ).rows[0];

describe('OCPP 1.6J central system', () => {
  it('refuses a pile that is not registered', async () => {
    await expect(connect('NO-SUCH-PILE')).rejects.toThrow();
  });

  it('refuses a disabled pile', async () => {
    const pile = await pileWithGuns(false);
    await expect(connect(pile.code)).rejects.toThrow();
  });

  it('takes a registered pile online and follows its connectors into the gun statuses', async () => {
    const pile = await pileWithGuns(true);
    const client = await connect(pile.code);
    const boot = await client.call('BootNotification', { chargePointVendor: 'Demo', chargePointModel: 'DC060-2' });
    expect(boot).toMatchObject({ status: 'Accepted', interval: 60 });
    for (const connectorId of [1, 2])
      await client.call('StatusNotification', { connectorId, status: 'Available', errorCode: 'NoError' });
    expect((await gunStatuses(pile.id)).slice(0, 2)).toEqual([GUN_STATUS.idle, GUN_STATUS.idle]);
    expect(await pileState(pile.id)).toEqual({ status: SERVICE_STATUS.idle, online_status: 1 });

    await client.call('StatusNotification', { connectorId: 1, status: 'Charging', errorCode: 'NoError' });
    expect((await gunStatuses(pile.id)).slice(0, 2)).toEqual([GUN_STATUS.charging, GUN_STATUS.idle]);
    expect((await pileState(pile.id)).status).toBe(SERVICE_STATUS.halfIdle);

    await client.call('StatusNotification', { connectorId: 0, status: 'Faulted', errorCode: 'GroundFailure' });
    expect(new Set(await gunStatuses(pile.id))).toEqual(new Set([GUN_STATUS.alarm]));
    expect((await pileState(pile.id)).status).toBe(SERVICE_STATUS.alarm);

    await client.close();
    await expect.poll(async () => new Set(await gunStatuses(pile.id))).toEqual(new Set([GUN_STATUS.offline]));
    expect(await pileState(pile.id)).toEqual({ status: SERVICE_STATUS.offline, online_status: 0 });
  });

  it('follows a gun registered while its pile is connected', async () => {
    const pile = await pileWithGuns(true);
    const client = await connect(pile.code);
    await client.call('BootNotification', { chargePointVendor: 'Demo', chargePointModel: 'DC060-3' });
    await client.call('StatusNotification', { connectorId: 1, status: 'Available', errorCode: 'NoError' });
    const { rows } = await t.db.query<{ n: number; seller_id: number }>(
      `select count(*)::int as n, max(seller_id) as seller_id from gun where pile_id = $1`,
      [pile.id],
    );
    const index = Number(rows[0].n);
    await t.db.query(
      `insert into gun (seller_id, code, pile_id, gun_index, status, availability) values ($1, $2, $3, $4, 5, 1)`,
      [rows[0].seller_id, `${pile.code}-NEW`, pile.id, index],
    );
    await client.call('StatusNotification', { connectorId: index + 1, status: 'Charging', errorCode: 'NoError' });
    const added = await t.db.query<{ status: number }>(`select status from gun where pile_id = $1 and gun_index = $2`, [
      pile.id,
      index,
    ]);
    expect(added.rows[0].status).toBe(GUN_STATUS.charging);
    await client.close();
  });

  it('answers a malformed or unknown message with a CALLERROR and keeps the connection', async () => {
    const pile = await pileWithGuns(true);
    const client = await connect(pile.code, false);
    await expect(client.call('StatusNotification', { connectorId: 'one', status: 'Charging' })).rejects.toMatchObject({
      rpcErrorCode: expect.stringMatching(/Violation/),
    });
    await expect(client.call('Heartbeat', {})).resolves.toHaveProperty('currentTime');
    await expect(client.call('NoSuchAction', {})).rejects.toMatchObject({ rpcErrorCode: expect.any(String) });
    await expect(client.call('Heartbeat', {})).resolves.toHaveProperty('currentTime');
  });

  it('throttles a pile flooding the endpoint, keeps its connection, and serves it again once it slows down', async () => {
    const pile = await pileWithGuns(true);
    const client = createOcppClient({ endpoint: url, identity: pile.code, reconnect: false, callConcurrency: 500 });
    clients.push(client);
    await client.connect();
    const answers = await Promise.allSettled(Array.from({ length: 500 }, () => client.call('Heartbeat', {})));
    const refused = answers.filter((answer) => answer.status === 'rejected');
    // The burst goes through, and whatever the bucket refills while the flood is read.
    expect(answers.length - refused.length).toBeGreaterThanOrEqual(60);
    expect(refused.length).toBeGreaterThan(0);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ rpcErrorCode: 'GenericError' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(client.call('Heartbeat', {})).resolves.toHaveProperty('currentTime');
  });
});
