import type { RPCClient } from 'ocpp-rpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../live/live-bus';
import { createTestApp, type TestApp, listenForPiles } from '../test-support/test-app';
import { createOcppClient } from './ocpp-client';

/**
 * A connector reporting NoError again closes its open alarm, whether the alarm was opened on
 * this connection or on an earlier one; a NoError from another connector leaves it open.
 */
let t: TestApp;
let url: string;
let seq = 0;
const clients: RPCClient[] = [];
const events: LiveEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await listenForPiles(t);
  t.app.liveBus.subscribe((event) => events.push(event));
}, 180_000);
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close({ force: true })));
  await t.close();
});

/** An enabled two-gun pile of seller 100001 without open alarms, that no other test here uses. */
async function quietPile(): Promise<{ id: number; code: string }> {
  const { rows } = await t.db.query<{ id: number; code: string }>(
    `select p.id, p.code from pile p join sellers s on s.id = p.seller_id
      where s.seller_number = '100001' and p.enable_status = 1
        and (select count(*) from gun g where g.pile_id = p.id) >= 2
        and not exists (select 1 from alarm_record a where a.pile_id = p.id and a.recovered_at is null)
      order by p.id offset $1 limit 1`,
    [seq++],
  );
  return { id: Number(rows[0].id), code: rows[0].code };
}

async function connect(code: string) {
  const client = createOcppClient({ endpoint: url, identity: code, reconnect: false });
  clients.push(client);
  await client.connect();
  await client.call('BootNotification', { chargePointVendor: 'Test', chargePointModel: 'T1' });
  return client;
}

const status = (client: RPCClient, connectorId: number, errorCode = 'NoError') =>
  client.call('StatusNotification', {
    connectorId,
    status: errorCode === 'NoError' ? 'Available' : 'Faulted',
    errorCode,
  });

const openAlarms = async (pileId: number) =>
  (
    await t.db.query<{ fault_code: string }>(
      `select fault_code from alarm_record where pile_id = $1 and recovered_at is null order by id`,
      [pileId],
    )
  ).rows.map((row) => row.fault_code);

describe('alarm recovery', () => {
  it('closes the alarm of the connector that reports NoError, and only that one', async () => {
    const pile = await quietPile();
    const client = await connect(pile.code);
    await status(client, 1);
    await status(client, 2);
    await status(client, 1, 'HighTemperature');
    await status(client, 2, 'ReaderFailure');
    expect(await openAlarms(pile.id)).toEqual(['HighTemperature', 'ReaderFailure']);

    await status(client, 1);
    expect(await openAlarms(pile.id)).toEqual(['ReaderFailure']);
    expect(events).toContainEqual(expect.objectContaining({ kind: 'alarm', pileId: pile.id, open: false }));
    await status(client, 1);
    expect(await openAlarms(pile.id)).toEqual(['ReaderFailure']);
  });

  it('closes an alarm opened before the pile reconnected', async () => {
    const pile = await quietPile();
    const first = await connect(pile.code);
    await status(first, 0, 'GroundFailure');
    expect(await openAlarms(pile.id)).toEqual(['GroundFailure']);
    await first.close();

    const again = await connect(pile.code);
    await status(again, 1);
    expect(await openAlarms(pile.id)).toEqual(['GroundFailure']);
    await status(again, 0);
    expect(await openAlarms(pile.id)).toEqual([]);
  });
});
