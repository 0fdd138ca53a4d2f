import type { RPCClient } from 'ocpp-rpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcppClient } from '../ocpp/ocpp-client';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { eventually } from '../test-support/eventually';

/**
 * Live events pushed to browsers over server-sent events: a pile's status change and a fault
 * reach the seller's open stream at once (the fault as an alarm record), and never another
 * seller's.
 */
let t: TestApp;
let base: string;
const clients: RPCClient[] = [];
const streams: AbortController[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  for (const stream of streams) stream.abort();
  await Promise.all(clients.map((client) => client.close({ force: true })));
  await t.close();
});

interface Received {
  event: string;
  data: Record<string, unknown>;
}

/** Opens the event stream with a session token; collects the events as they arrive. */
async function openStream(token: string) {
  const abort = new AbortController();
  streams.push(abort);
  const response = await fetch(`http://${base}/api/live/events`, {
    headers: { authorization: token },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const events: Received[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
      }
    }
  })();
  return events;
}

async function waitFor<T>(find: () => T | undefined): Promise<T> {
  const found = await eventually(find, (value) => value !== undefined);
  if (found === undefined) throw new Error('not within the time allowed');
  return found;
}

describe('live events', () => {
  it('refuse a stream without a session', async () => {
    const response = await fetch(`http://${base}/api/live/events`);
    expect(response.status).toBe(401);
  });

  it('push a gun turning to charging, and a fault as an alarm that closes when it clears, to the seller only', async () => {
    const mine = await openStream(await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password));
    const theirs = await openStream(await t.login(DEMO.admin2.sellerNumber, DEMO.admin2.account, DEMO.admin2.password));
    const { rows } = await t.db.query<{ id: number; code: string }>(
      `select p.id, p.code from pile p join sellers s on s.id = p.seller_id
        where s.seller_number = '100001' and p.enable_status = 1
          and (select count(*) from gun g where g.pile_id = p.id) >= 2 order by p.id desc limit 1`,
    );
    const pile = rows[0];
    const client = createOcppClient({ endpoint: `ws://${base}/ocpp`, identity: pile.code, reconnect: false });
    clients.push(client);
    await client.connect();
    await client.call('BootNotification', { chargePointVendor: 'Test', chargePointModel: 'T1' });

    await client.call('StatusNotification', { connectorId: 2, status: 'Charging', errorCode: 'NoError' });
    const charging = await waitFor(() =>
      mine.find((e) => e.event === 'gun' && e.data.pileId === pile.id && e.data.status === 3),
    );
    expect(charging.data).toMatchObject({ gunIndex: 1 });

    await client.call('StatusNotification', { connectorId: 1, status: 'Faulted', errorCode: 'GroundFailure' });
    const opened = await waitFor(() => mine.find((e) => e.event === 'alarm' && e.data.open === true));
    expect(opened.data).toMatchObject({ pileId: pile.id, level: 1 });
    const alarm = await t.db.query<{ fault_code: string; status: number; recovered_at: string | null }>(
      `select fault_code, status, recovered_at from alarm_record where id = $1`,
      [opened.data.alarmId],
    );
    expect(alarm.rows[0]).toMatchObject({ fault_code: 'GroundFailure', status: 1, recovered_at: null });

    // The same fault reported again is the same alarm.
    await client.call('StatusNotification', { connectorId: 1, status: 'Faulted', errorCode: 'GroundFailure' });
    await client.call('StatusNotification', { connectorId: 1, status: 'Available', errorCode: 'NoError' });
    await waitFor(() => mine.find((e) => e.event === 'alarm' && e.data.open === false));
    expect(mine.filter((e) => e.event === 'alarm' && e.data.open === true)).toHaveLength(1);
    const closed = await t.db.query<{ recovered_at: string | null }>(
      `select recovered_at from alarm_record where id = $1`,
      [opened.data.alarmId],
    );
    expect(closed.rows[0].recovered_at).not.toBeNull();

    expect(theirs.filter((e) => e.data.pileId === pile.id)).toEqual([]);
  });

  it('announce changed rows to those who can read their list, of the seller only', async () => {
    const admin = await openStream(await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password));
    const other = await openStream(await t.login(DEMO.admin2.sellerNumber, DEMO.admin2.account, DEMO.admin2.password));
    const sellerId = Number((await t.db.query(`select id from sellers where seller_number = '100001'`)).rows[0].id);
    t.app.liveBus.publish({ kind: 'rows', sellerId, entity: 'upgradeTask', pageId: 'upgradeTask', at: Date.now() });
    // A page nobody may read is never announced.
    t.app.liveBus.publish({ kind: 'rows', sellerId, entity: 'secret', pageId: 'noSuchPage', at: Date.now() });
    const seen = await waitFor(() => admin.find((e) => e.event === 'rows'));
    expect(seen.data).toMatchObject({ entity: 'upgradeTask', sellerId });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(admin.filter((e) => e.event === 'rows')).toHaveLength(1);
    expect(other.filter((e) => e.event === 'rows')).toEqual([]);
  });
});
