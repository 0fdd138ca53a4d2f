import type { RPCClient } from 'ocpp-rpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODES } from '../../src/meta/api-codes';
import { createTestApp, DEMO, type TestApp, listenForPiles } from '../test-support/test-app';
import { createOcppClient } from './ocpp-client';
import { COMMAND_STATUS } from './pile-commands';
import { eventually } from '../test-support/eventually';

/**
 * Commands from the screens to the piles: a gun action queues a tracked command, the pile gets
 * the OCPP message, and its answer (accepted, rejected) is written back; a pile with no live
 * connection is refused at once. A gun's availability follows its pile's answer, not the click.
 */
let t: TestApp;
let url: string;
let token: string;
let firstId: number;
/** Guns of distinct piles, one set per test, chosen before any test changes them. */
let pool: Gun[];
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
  pool = await guns(8);
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

const availabilityOf = async (gunId: number) =>
  Number(
    (await t.db.query<{ availability: number }>(`select availability from gun where id = $1`, [gunId])).rows[0]
      .availability,
  );

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
  it('prohibiting a gun sends ChangeAvailability Inoperative; the gun is prohibited once its pile accepts', async () => {
    const gun = pool[0];
    let answerNow: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answerNow = resolve));
    const heard: unknown[] = [];
    const client = createOcppClient({ endpoint: url, identity: gun.code, reconnect: false });
    clients.push(client);
    client.handle('ChangeAvailability', async ({ params }) => {
      heard.push(params);
      // The pile answers only when the test has seen the gun unchanged while the command waits.
      await answered;
      return { status: 'Accepted' };
    });
    await client.connect();
    await client.call('BootNotification', { chargePointVendor: 'Test', chargePointModel: 'T1' });

    const answer = await t.call('/api/config/gun/prohibit', { token, body: { ids: [gun.id] } });
    expect(answer.body.code, answer.body.msg).toBe(0);
    await eventually(
      () => commandsOf(gun.pile_id),
      (rows) => rows[0]?.status === COMMAND_STATUS.sent,
    );
    expect(await availabilityOf(gun.id)).toBe(1);
    answerNow();
    const commands = await eventually(
      () => commandsOf(gun.pile_id),
      (rows) => rows[0]?.status === COMMAND_STATUS.accepted,
    );
    expect(commands).toMatchObject([
      { status: COMMAND_STATUS.accepted, ocpp_action: 'ChangeAvailability', command: 0, attempts: 1 },
    ]);
    expect(heard).toEqual([{ connectorId: gun.gun_index + 1, type: 'Inoperative' }]);
    expect(
      await eventually(
        () => availabilityOf(gun.id),
        (value) => value === 0,
      ),
    ).toBe(0);
  });

  it('a prohibit the pile rejects leaves the gun allowed and logs the answer', async () => {
    const gun = pool[1];
    await pileAnswering(gun.code, { ChangeAvailability: { status: 'Rejected' } });
    expect((await t.call('/api/config/gun/prohibit', { token, body: { ids: [gun.id] } })).body.code).toBe(0);
    const [command] = await eventually(
      () => commandsOf(gun.pile_id),
      (rows) => rows[0]?.status === COMMAND_STATUS.rejected,
    );
    expect(command).toMatchObject({ status: COMMAND_STATUS.rejected, ocpp_action: 'ChangeAvailability' });
    const { rows } = await t.db.query<{ response: string }>(
      `select response from pile_command where pile_id = $1 and id > $2`,
      [gun.pile_id, firstId],
    );
    expect(rows[0].response).toBe('{"status":"Rejected"}');
    expect(await availabilityOf(gun.id)).toBe(1);
  });

  it('an unlock the pile cannot do is logged rejected with its answer, and a retry sends it again', async () => {
    const gun = pool[2];
    const heard = await pileAnswering(gun.code, { UnlockConnector: { status: 'UnlockFailed' } });
    expect((await t.call('/api/config/gun/unlock', { token, body: { ids: [gun.id] } })).body.code).toBe(0);
    await eventually(
      () => commandsOf(gun.pile_id),
      (rows) => rows[0]?.status === COMMAND_STATUS.rejected,
    );
    const [{ id }] = (
      await t.db.query<{ id: number }>(`select id from pile_command where pile_id = $1 and id > $2`, [
        gun.pile_id,
        firstId,
      ])
    ).rows;
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

  it('a command to a pile with no live connection is refused at once: nothing is queued, the gun is unchanged', async () => {
    const gun = pool[3];
    // The pile row says online (as seeded data or a crashed run may leave it): only a connection counts.
    await t.db.query(`update pile set online_status = 1 where id = $1`, [gun.pile_id]);
    for (const action of ['prohibit', 'reset', 'unlock']) {
      const refused = await t.call(`/api/config/gun/${action}`, { token, body: { ids: [gun.id] } });
      expect(refused.body.code).toBe(API_CODES.STATUS_NOT_ALLOWED);
      expect(refused.body.msg).toMatch(/离线，指令未下发/);
    }
    const english = await t.call('/api/config/gun/prohibit', { token, body: { ids: [gun.id], locale: 'en-US' } });
    expect(english.body.msg).toMatch(/is offline; the command was not sent/);
    expect(await commandsOf(gun.pile_id)).toEqual([]);
    expect(await availabilityOf(gun.id)).toBe(1);
  });

  it('a retry to a pile that went offline is refused and the command keeps its outcome', async () => {
    const gun = pool[4];
    await pileAnswering(gun.code, { Reset: { status: 'Rejected' } });
    expect((await t.call('/api/config/gun/reset', { token, body: { ids: [gun.id] } })).body.code).toBe(0);
    await eventually(
      () => commandsOf(gun.pile_id),
      (rows) => rows[0]?.status === COMMAND_STATUS.rejected,
    );
    await clients[clients.length - 1].close({ force: true });
    await eventually(
      async () => t.app.centralSystem.holds(gun.pile_id),
      (held) => !held,
    );
    const [{ id }] = (
      await t.db.query<{ id: number }>(`select id from pile_command where pile_id = $1 and id > $2`, [
        gun.pile_id,
        firstId,
      ])
    ).rows;
    const refused = await t.call('/api/config/pileCommand/retry', { token, body: { ids: [id] } });
    expect(refused.body.code).toBe(API_CODES.STATUS_NOT_ALLOWED);
    expect(await commandsOf(gun.pile_id)).toMatchObject([{ status: COMMAND_STATUS.rejected, attempts: 1 }]);
  });

  it('a viewer cannot send commands: nothing is queued', async () => {
    const viewer = await t.login(DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password);
    const gun = pool[5];
    const answer = await t.call('/api/config/gun/unlock', { token: viewer, body: { ids: [gun.id] } });
    expect(answer.status).toBe(403);
    expect(await commandsOf(gun.pile_id)).toEqual([]);
  });
});
