import type { RPCClient } from 'ocpp-rpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcppClient } from '../ocpp/ocpp-client';
import { queueCommand } from '../ocpp/pile-commands';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { eventually } from '../test-support/eventually';

/**
 * Live events pushed to browsers over server-sent events: a pile's status change and a fault
 * reach the seller's open stream at once (the fault as an alarm record), and never another
 * seller's, nor a user bound to other stations. A session holds a few streams at most, and an
 * event is handed to the streams of its seller and station only.
 */
let t: TestApp;
let base: string;
const clients: RPCClient[] = [];
const streams: AbortController[] = [];

beforeAll(async () => {
  // Four streams a session as in production; one user may hold the many streams the routing test opens.
  t = await createTestApp({ liveStreams: { perSession: 4, perUser: 100 } });
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
async function openStream(token: string, abort = new AbortController()) {
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

  it('give a user bound to a station the alarms and commands of his station only', async () => {
    const sellerId = Number((await t.db.query(`select id from sellers where seller_number = '100001'`)).rows[0].id);
    // Two enabled piles of two stations, without open alarms.
    const { rows: piles } = await t.db.query<{ id: number; code: string; station_id: number }>(
      `select distinct on (p.station_id) p.id, p.code, p.station_id from pile p
        where p.seller_id = $1 and p.enable_status = 1 and p.station_id is not null
          and not exists (select 1 from alarm_record a where a.pile_id = p.id and a.recovered_at is null)
        order by p.station_id, p.id limit 2`,
      [sellerId],
    );
    const [own, other] = piles;
    const { rows: users } = await t.db.query<{ id: number }>(
      `select id from users where seller_id = $1 and account = 'station'`,
      [sellerId],
    );
    await t.db.query(`delete from user_stations where user_id = $1`, [users[0].id]);
    await t.db.query(`insert into user_stations (user_id, station_id) values ($1, $2)`, [users[0].id, own.station_id]);
    const bound = await openStream(
      await t.login(DEMO.station1.sellerNumber, DEMO.station1.account, DEMO.station1.password),
    );
    const admin = await openStream(await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password));

    for (const pile of [other, own]) {
      const client = createOcppClient({ endpoint: `ws://${base}/ocpp`, identity: pile.code, reconnect: false });
      clients.push(client);
      await client.connect();
      await client.call('BootNotification', { chargePointVendor: 'Test', chargePointModel: 'T1' });
      await client.call('StatusNotification', { connectorId: 1, status: 'Faulted', errorCode: 'GroundFailure' });
      await client.call('StatusNotification', { connectorId: 1, status: 'Available', errorCode: 'NoError' });
    }
    const alarmsOf = (events: Received[], pileId: number) =>
      events.filter((e) => e.event === 'alarm' && e.data.pileId === pileId);
    await waitFor(() => (alarmsOf(admin, own.id).length === 2 ? true : undefined));
    expect(alarmsOf(admin, other.id).map((e) => e.data.open)).toEqual([true, false]);
    await waitFor(() => (alarmsOf(bound, own.id).length === 2 ? true : undefined));
    expect(alarmsOf(bound, own.id)[0].data).toMatchObject({ stationId: own.station_id, open: true });
    expect(alarmsOf(bound, other.id)).toEqual([]);

    // A command nobody answered, closed by the sweep: its station's users hear of it, no one else.
    const commandIds: number[] = [];
    for (const pile of [other, own])
      commandIds.push(
        await t.db.transaction((tx) =>
          queueCommand(tx, {
            command: 'reset',
            sellerId,
            stationId: pile.station_id,
            pileId: pile.id,
            operatorId: users[0].id,
          }),
        ),
      );
    await t.app.centralSystem.sweepCommands(Date.now() + 3_600_000);
    const commandsOf = (events: Received[]) =>
      events.filter((e) => e.event === 'command' && commandIds.includes(Number(e.data.commandId)));
    await waitFor(() => (commandsOf(admin).length === 2 ? true : undefined));
    await waitFor(() => (commandsOf(bound).length === 1 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(commandsOf(bound).map((e) => e.data.commandId)).toEqual([commandIds[1]]);
  });

  it('hold at most four streams per session: the fifth is refused with 429 until one closes', async () => {
    const token = await t.login(DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password);
    const first = new AbortController();
    await openStream(token, first);
    for (let i = 0; i < 3; i++) await openStream(token);
    const refused = await fetch(`http://${base}/api/live/events`, {
      headers: { authorization: token, 'accept-language': 'en-US' },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    const body = (await refused.json()) as { code: number; msg: string };
    expect(body.code).toBe(14);
    expect(body.msg).toContain('4 live event streams');
    // Another session of the same user has places of its own.
    await openStream(await t.login(DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password));

    first.abort();
    // The server hears the client go away a moment later.
    const again = await eventually(
      async () => {
        const abort = new AbortController();
        streams.push(abort);
        return (
          await fetch(`http://${base}/api/live/events`, { headers: { authorization: token }, signal: abort.signal })
        ).status;
      },
      (status) => status === 200,
    );
    expect(again).toBe(200);
  });

  it('hand an event to the streams of its seller only, however many other sellers hold', async () => {
    const [one, two] = (
      await t.db.query<{ id: number }>(`select id from sellers where seller_number in ('100001', '100002') order by 1`)
    ).rows.map((row) => Number(row.id));
    const others: Received[][] = [];
    for (let session = 0; session < 10; session++) {
      const token = await t.login(DEMO.admin2.sellerNumber, DEMO.admin2.account, DEMO.admin2.password);
      for (let i = 0; i < 4; i++) others.push(await openStream(token));
    }
    const mine = await openStream(await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password));
    expect(t.app.liveStreams.streamsOf(two)).toBeGreaterThanOrEqual(40);
    const before = t.app.liveStreams.examined;
    t.app.liveBus.publish({ kind: 'pile', sellerId: one, stationId: null, pileId: -1, online: true, status: 1, at: 0 });
    await waitFor(() => mine.find((e) => e.event === 'pile' && e.data.pileId === -1));
    // Only this seller's streams were looked at, not the other seller's forty.
    const examined = t.app.liveStreams.examined - before;
    expect(examined).toBeGreaterThan(0);
    expect(examined).toBeLessThanOrEqual(t.app.liveStreams.streamsOf(one));
    expect(others.flat().filter((e) => e.data.pileId === -1)).toEqual([]);
  });
});
