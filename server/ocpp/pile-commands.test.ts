import type { RPCClient } from 'ocpp-rpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp, listenForPiles } from '../test-support/test-app';
import { createOcppClient } from './ocpp-client';
import { COMMAND_STATUS } from './pile-commands';
import { eventually } from '../test-support/eventually';

/**
 * Commands from the screens to the piles: a gun action queues a tracked command, the pile gets
 * the OCPP message, and its answer (accepted, rejected) or absence (offline) is written back.
 */
let t: TestApp;
let url: string;
let token: string;
let firstId: number;
const clients: RPCClient[] = [];

interface Gun {
  id: number;
  pile_id: number;
  code: string;
  gun_index: number;
}

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

/** Enabled guns (availability 1) of distinct enabled piles of seller 100001. */
async function guns(count: number): Promise<Gun[]> {
  const { rows } = await t.db.query<Gun>(
    `select distinct on (p.id) g.id, g.pile_id, p.code, g.gun_index from gun g join pile p on p.id = g.pile_id
       join sellers s on s.id = p.seller_id
      where s.seller_number = '100001' and p.enable_status = 1 and g.availability = 1
      order by p.id, g.gun_index limit $1`,
    [count],
  );
  return rows;
}

/** A pile that answers commands as told, and remembers what it was asked. */
async function pileAnswering(code: string, answers: Record<string, Record<string, unknown>>) {
  const heard: { method: string; params: unknown }[] = [];
  const client = createOcppClient({ endpoint: url, identity: code, reconnect: false });
  clients.push(client);
  for (const [method, answer] of Object.entries(answers))
    client.handle(method, async ({ params }) => {
      heard.push({ method, params });
      return answer;
    });
  await client.connect();
  await client.call('BootNotification', { chargePointVendor: 'Test', chargePointModel: 'T1' });
  return heard;
}

/** The commands this test queued for a pile (the demo's command log has older ones). */
const commandsOf = async (pileId: number) =>
  (
    await t.db.query<{ status: number; ocpp_action: string; params: unknown; command: number; attempts: number }>(
      `select status, ocpp_action, params, command, attempts from pile_command
        where pile_id = $1 and id > $2 order by id`,
      [pileId, firstId],
    )
  ).rows;

describe('commands to piles', () => {
  it('prohibiting a gun sends ChangeAvailability Inoperative to its pile and logs it accepted', async () => {
    const [gun] = await guns(1);
    const heard = await pileAnswering(gun.code, { ChangeAvailability: { status: 'Accepted' } });
    const answer = await t.call('/api/config/gun/prohibit', { token, body: { ids: [gun.id] } });
    expect(answer.body.code, answer.body.msg).toBe(0);
    const commands = await eventually(
      () => commandsOf(gun.pile_id),
      (rows) => rows[0]?.status === COMMAND_STATUS.accepted,
    );
    expect(commands).toMatchObject([
      { status: COMMAND_STATUS.accepted, ocpp_action: 'ChangeAvailability', command: 0, attempts: 1 },
    ]);
    expect(heard).toEqual([
      { method: 'ChangeAvailability', params: { connectorId: gun.gun_index + 1, type: 'Inoperative' } },
    ]);
  });

  it('an unlock the pile cannot do is logged rejected with its answer, and a retry sends it again', async () => {
    const [, gun] = await guns(2);
    const heard = await pileAnswering(gun.code, { UnlockConnector: { status: 'UnlockFailed' } });
    expect((await t.call('/api/config/gun/unlock', { token, body: { ids: [gun.id] } })).body.code).toBe(0);
    await eventually(
      () => commandsOf(gun.pile_id),
      (rows) => rows[0]?.status === COMMAND_STATUS.rejected,
    );
    const [{ id }] = (await t.db.query<{ id: number }>(`select id from pile_command where pile_id = $1`, [gun.pile_id]))
      .rows;
    const log = await t.call('/api/config/pileCommand/get', { token, body: { id } });
    expect(log.body.data).toMatchObject({ status: COMMAND_STATUS.rejected, response: '{"status":"UnlockFailed"}' });
    expect((await t.call('/api/config/pileCommand/retry', { token, body: { ids: [id] } })).body.code).toBe(0);
    const retried = await eventually(
      () => commandsOf(gun.pile_id),
      (rows) => rows[0]?.attempts === 2 && rows[0].status === COMMAND_STATUS.rejected,
    );
    expect(retried[0]).toMatchObject({ attempts: 2, status: COMMAND_STATUS.rejected });
    expect(heard.map((h) => h.method)).toEqual(['UnlockConnector', 'UnlockConnector']);
  });

  it('a command to a pile nobody holds is closed as offline', async () => {
    const [, , gun] = await guns(3);
    expect((await t.call('/api/config/gun/reset', { token, body: { ids: [gun.id] } })).body.code).toBe(0);
    expect((await commandsOf(gun.pile_id))[0]).toMatchObject({ status: COMMAND_STATUS.pending, ocpp_action: 'Reset' });
    await t.app.centralSystem.sweepCommands(Date.now() + 60_000);
    expect((await commandsOf(gun.pile_id))[0]).toMatchObject({ status: COMMAND_STATUS.offline });
  });

  it('a viewer cannot send commands: nothing is queued', async () => {
    const viewer = await t.login(DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password);
    const [, , , gun] = await guns(4);
    const answer = await t.call('/api/config/gun/unlock', { token: viewer, body: { ids: [gun.id] } });
    expect(answer.status).toBe(403);
    expect(await commandsOf(gun.pile_id)).toEqual([]);
  });
});
