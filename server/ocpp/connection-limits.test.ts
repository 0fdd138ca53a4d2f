import type { RPCClient } from 'ocpp-rpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, listenForPiles } from '../test-support/test-app';
import { DEFAULT_MAX_FRAME_BYTES } from './central-system';
import { PILE_FLOOD_LIMITS } from './flood-guard';
import { createOcppClient } from './ocpp-client';
import { openRawPile, type RawPile } from './raw-pile';

/**
 * What one pile can make the central system carry: a frame larger than the limit closes that
 * pile's socket with 1009 (ws accepted 100 MiB), and a pile that keeps flooding after it is
 * throttled is disconnected. The other piles are served all along.
 */
let t: TestApp;
let url: string;
let codes: string[];
const raw: RawPile[] = [];
const clients: RPCClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await listenForPiles(t);
  const { rows } = await t.db.query<{ code: string }>(
    `select p.code from pile p join sellers s on s.id = p.seller_id
      where s.seller_number = '100001' and p.enable_status = 1 order by p.id desc limit 5`,
  );
  codes = rows.map((row) => row.code);
});
afterAll(async () => {
  for (const pile of raw) pile.close();
  await Promise.all(clients.map((client) => client.close({ force: true })));
  await t.close();
});

const rawPile = async (code: string) => {
  const pile = await openRawPile(url, code);
  raw.push(pile);
  return pile;
};
const wellBehavedPile = async (code: string) => {
  const client = createOcppClient({ endpoint: url, identity: code, reconnect: false });
  clients.push(client);
  await client.connect();
  return client;
};
const dataTransfer = (id: string, bytes: number) => [2, id, 'DataTransfer', { vendorId: 'X', data: 'x'.repeat(bytes) }];

describe('frame size limit', () => {
  it('closes the socket of a pile whose frame is larger than the limit with 1009, and only that one', async () => {
    const other = await wellBehavedPile(codes[0]);
    const pile = await rawPile(codes[1]);
    // Under the limit: an ordinary answer.
    pile.send(dataTransfer('fits', DEFAULT_MAX_FRAME_BYTES - 1_000));
    expect(await pile.next()).toEqual([3, 'fits', { status: 'UnknownVendorId' }]);
    pile.send(dataTransfer('too-large', DEFAULT_MAX_FRAME_BYTES + 1_000));
    expect((await pile.closed).code).toBe(1009);
    await expect(other.call('Heartbeat', {})).resolves.toHaveProperty('currentTime');
  });
});

describe('flooding', () => {
  it('disconnects a pile that keeps sending after it is throttled, and serves the others meanwhile', async () => {
    const other = await wellBehavedPile(codes[2]);
    const pile = await rawPile(codes[3]);
    let sent = 0;
    const settled = { closed: false };
    void pile.closed.then(() => (settled.closed = true));
    // Far more than the throttle's burst, as fast as the socket takes them, until it is cut.
    while (!settled.closed && sent < PILE_FLOOD_LIMITS.refusals * 5) {
      for (let i = 0; i < 100; i++) pile.send([2, `flood-${sent++}`, 'Heartbeat', {}]);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect((await pile.closed).code).toBe(1008);
    await expect(other.call('Heartbeat', {})).resolves.toHaveProperty('currentTime');
  });

  it('disconnects a pile flooding with frames that are no OCPP message', async () => {
    const pile = await rawPile(codes[4]);
    const settled = { closed: false };
    void pile.closed.then(() => (settled.closed = true));
    let sent = 0;
    while (!settled.closed && sent < PILE_FLOOD_LIMITS.refusals * 5) {
      for (let i = 0; i < 100; i++, sent++) pile.send([2, sent, 'Heartbeat', {}]);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect((await pile.closed).code).toBe(1008);
  });
  // A burst that stops is throttled and served again, connected all along: central-system.test.ts.
});
