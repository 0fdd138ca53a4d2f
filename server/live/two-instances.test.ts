import type { FastifyInstance } from 'fastify';
import type { RPCClient } from 'ocpp-rpc';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createOcppClient } from '../ocpp/ocpp-client';
import { COMMAND_STATUS } from '../ocpp/pile-commands';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { createRedisBus } from './redis-bus';
import { eventually } from '../test-support/eventually';

/**
 * Two server instances on one database and one Redis (REDIS_URL, the local Redis by default):
 * a command issued on one reaches a pile connected to the other, and a monitor on one sees the
 * statuses of piles connected to the other.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// A channel of this test's own, so that other suites sharing the Redis are not heard.
const CHANNEL = `charge-ops:test:${randomBytes(6).toString('hex')}`;

let t: TestApp;
let other: FastifyInstance;
const address = (app: FastifyInstance) => {
  const bound = app.server.address();
  return `127.0.0.1:${typeof bound === 'object' && bound ? bound.port : 0}`;
};
const clients: RPCClient[] = [];
const streams: AbortController[] = [];

beforeAll(async () => {
  const fail = (error: unknown) => console.error(error);
  t = await createTestApp({ liveBus: await createRedisBus(REDIS_URL, fail, CHANNEL) });
  other = await buildApp({ db: t.db, bundle: t.bundle, liveBus: await createRedisBus(REDIS_URL, fail, CHANNEL) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await other.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of streams) stream.abort();
  await Promise.all(clients.map((client) => client.close({ force: true })));
  await other.close();
  await t.close();
});

async function pileOnOther(answers: Record<string, Record<string, unknown>> = {}) {
  const { rows } = await t.db.query<{ id: number; code: string; gun_id: number; gun_index: number }>(
    `select p.id, p.code, g.id as gun_id, g.gun_index from pile p join gun g on g.pile_id = p.id
       join sellers s on s.id = p.seller_id
      where s.seller_number = '100001' and p.enable_status = 1 and g.availability = 1
      order by p.id, g.gun_index limit 1 offset $1`,
    [clients.length * 7],
  );
  const pile = rows[0];
  const client = createOcppClient({ endpoint: `ws://${address(other)}/ocpp`, identity: pile.code, reconnect: false });
  clients.push(client);
  for (const [method, answer] of Object.entries(answers)) client.handle(method, async () => answer);
  await client.connect();
  await client.call('BootNotification', { chargePointVendor: 'Test', chargePointModel: 'T1' });
  return { ...pile, client };
}

describe('two instances sharing a database and Redis', () => {
  it('a command issued on one reaches a pile connected to the other', async () => {
    const pile = await pileOnOther({ ChangeAvailability: { status: 'Accepted' } });
    const token = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
    expect(t.app.centralSystem.connectedCodes()).not.toContain(pile.code);
    const answer = await t.call('/api/config/gun/prohibit', { token, body: { ids: [pile.gun_id] } });
    expect(answer.body.code, answer.body.msg).toBe(0);
    const status = await eventually(
      async () =>
        (
          await t.db.query<{ status: number }>(
            `select status from pile_command where pile_id = $1 order by id desc limit 1`,
            [pile.id],
          )
        ).rows[0]?.status,
      (value) => value === COMMAND_STATUS.accepted,
    );
    expect(status).toBe(COMMAND_STATUS.accepted);
  });

  it('a monitor on one sees the statuses of a pile connected to the other', async () => {
    const token = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
    const abort = new AbortController();
    streams.push(abort);
    const response = await fetch(`http://${address(t.app)}/api/live/events`, {
      headers: { authorization: token },
      signal: abort.signal,
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const pile = await pileOnOther();
    await pile.client.call('StatusNotification', {
      connectorId: pile.gun_index + 1,
      status: 'Charging',
      errorCode: 'NoError',
    });
    const seen = `"pileId":${pile.id},"gunIndex":${pile.gun_index},"status":3`;
    const deadline = Date.now() + 15_000;
    while (!text.includes(seen) && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    expect(text).toContain(seen);
  });
});
