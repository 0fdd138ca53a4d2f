import type { RPCClient } from 'ocpp-rpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODES } from '../../src/meta/api-codes';
import { createTestApp, DEMO, type TestApp, listenForPiles } from '../test-support/test-app';
import { createOcppClient } from './ocpp-client';
import { COMMAND_STATUS } from './pile-commands';
import { eventually } from '../test-support/eventually';

/**
 * A remote stop from the charge monitor: the gun's open session is named to its pile by the
 * bill's transaction id, and a gun with nothing charging is refused without queuing anything.
 */
let t: TestApp;
let url: string;
let token: string;
let firstId: number;
const clients: RPCClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await listenForPiles(t);
  token = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  firstId = Number(
    (await t.db.query<{ id: number }>(`select coalesce(max(id), 0) as id from pile_command`)).rows[0].id,
  );
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close({ force: true })));
  await t.close();
});

/** Two guns of distinct enabled piles of seller 100001, none of them charging. */
async function guns() {
  await t.db.query(`update bill set bill_status = 2 where bill_status = 1`);
  const { rows } = await t.db.query<{ id: number; pile_id: number; code: string; seller_id: number }>(
    `select distinct on (p.id) g.id, g.pile_id, p.code, p.seller_id from gun g join pile p on p.id = g.pile_id
       join sellers s on s.id = p.seller_id
      where s.seller_number = '100001' and p.enable_status = 1
      order by p.id, g.gun_index limit 2`,
  );
  return rows;
}

const commandsOf = async (pileId: number) =>
  (
    await t.db.query<{ status: number; ocpp_action: string; params: unknown; command: number }>(
      `select status, ocpp_action, params, command from pile_command where pile_id = $1 and id > $2 order by id`,
      [pileId, firstId],
    )
  ).rows;

describe('remote stop', () => {
  it('sends RemoteStopTransaction with the open bill of the gun and logs the answer', async () => {
    const [gun, idle] = await guns();
    const { rows } = await t.db.query<{ id: number }>(
      `update bill set gun_id = $1, pile_id = $2, bill_status = 1, transaction_id = id
        where id = (select id from bill where seller_id = $3 order by id limit 1) returning id`,
      [gun.id, gun.pile_id, gun.seller_id],
    );
    const transactionId = Number(rows[0].id);
    const heard: unknown[] = [];
    const client = createOcppClient({ endpoint: url, identity: gun.code, reconnect: false });
    clients.push(client);
    client.handle('RemoteStopTransaction', async ({ params }) => {
      heard.push(params);
      return { status: 'Accepted' };
    });
    await client.connect();
    await client.call('BootNotification', { chargePointVendor: 'Test', chargePointModel: 'T1' });

    const answer = await t.call('/api/config/gun/remoteStop', { token, body: { ids: [gun.id] } });
    expect(answer.body.code, answer.body.msg).toBe(0);
    const commands = await eventually(
      () => commandsOf(gun.pile_id),
      (found) => found[0]?.status === COMMAND_STATUS.accepted,
    );
    expect(commands).toMatchObject([
      { status: COMMAND_STATUS.accepted, ocpp_action: 'RemoteStopTransaction', command: 4 },
    ]);
    expect(heard).toEqual([{ transactionId }]);

    const refused = await t.call('/api/config/gun/remoteStop', { token, body: { ids: [idle.id] } });
    expect(refused.body.code).toBe(API_CODES.STATUS_NOT_ALLOWED);
    expect(await commandsOf(idle.pile_id)).toEqual([]);
  });
});
