import type { RPCClient } from 'ocpp-rpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../live/live-bus';
import { createTestApp, DEMO, type TestApp, listenForPiles } from '../test-support/test-app';
import { createOcppClient } from './ocpp-client';

/**
 * Charging sessions over a real OCPP 1.6J connection: a card authorises, a transaction becomes
 * a bill priced by the billing model of its station across the periods it spans, the member's
 * account pays it in one ledger entry, and a repeated stop never bills twice.
 */
let t: TestApp;
let url: string;
let token: string;
const clients: RPCClient[] = [];

interface Pile {
  id: number;
  code: string;
  station_id: number;
}
let pile: Pile;
let otherPile: Pile;
let account: { id: number; member_id: number };

beforeAll(async () => {
  t = await createTestApp();
  url = await listenForPiles(t);
  token = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  const piles = await t.db.query<Pile>(
    `select p.id, p.code, p.station_id from pile p join sellers s on s.id = p.seller_id
      where s.seller_number = '100001' and p.enable_status = 1 and p.station_id is not null
        and (select count(*) from gun g where g.pile_id = p.id) >= 2
      order by p.id limit 2`,
  );
  [pile, otherPile] = piles.rows;
  // Rated power enough for the sessions below (energy beyond it is held, not billed).
  await t.db.query(`update pile set rated_power = 120 where id = any($1::bigint[])`, [[pile.id, otherPile.id]]);
  const accounts = await t.db.query<{ id: number; member_id: number }>(
    `select a.id, a.member_id from account a join sellers s on s.id = a.seller_id
       join member m on m.id = a.member_id
      where s.seller_number = '100001' and a.account_state = 1 and m.member_status = 1
      order by a.id limit 1`,
  );
  account = accounts.rows[0];
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close({ force: true })));
  await t.close();
});

const connect = async (code: string) => {
  const client = createOcppClient({ endpoint: url, identity: code, reconnect: false });
  clients.push(client);
  await client.connect();
  // No BootNotification: the pile reconnects after a network loss, still running, so sessions
  // it dates before this connection are believable (a start before a boot is not).
  return client;
};

/** ocpp-rpc types every answer as unknown: the tests say what they expect back. */
const callAs = async <T>(client: RPCClient, method: string, params: unknown) =>
  (await client.call(method, params)) as T;

let cardSerial = 0;
/** A card issued through the API to the test member, on the test account. */
async function issueCard(): Promise<string> {
  const cardNo = `TC${process.pid % 10_000}${++cardSerial}`;
  const answer = await t.call('/api/member/card/save', {
    token,
    body: { cardNo, memberId: account.member_id, accountId: account.id, chargeType: 2 },
  });
  expect(answer.body.code, answer.body.msg).toBe(0);
  return cardNo;
}

const setBalance = (fen: number, creditLimit = 0) =>
  t.db.query(`update account set balance = $1, credit_limit = $2 where id = $3`, [fen, creditLimit, account.id]);
const balance = async () =>
  Number(
    (await t.db.query<{ balance: number }>(`select balance from account where id = $1`, [account.id])).rows[0].balance,
  );
const billOf = async (id: number) =>
  (
    await t.db.query<Record<string, unknown>>(
      `select bill_status, charge_status, kwh::float as kwh, electricity_fee, service_fee, total_amount, paid_amount,
              periods, member_id, station_id, pile_id, meter_stop from bill where id = $1`,
      [id],
    )
  ).rows[0];
const flowsOf = async (billId: number) =>
  (await t.db.query<{ amount: number }>(`select amount from account_flow where bill_id = $1`, [billId])).rows;

/** The prices of the station's billing model for the valley (Gu) and flat (Ping) periods. */
async function valleyAndFlatPrices() {
  const { rows } = await t.db.query<{
    periods: { ratePeriod: string; electricityPrice: number; servicePrice: number }[];
  }>(
    `select m.periods from bill b join station_cost_model m on m.id = b.cost_model_id
      where b.pile_id = $1 and b.cost_model_id is not null order by b.id desc limit 1`,
    [pile.id],
  );
  const of = (period: string) => rows[0].periods.find((row) => row.ratePeriod === period)!;
  return { valley: of('Gu'), flat: of('Ping') };
}

describe('charging sessions over OCPP', () => {
  it('authorises the seller’s usable cards only', async () => {
    const client = await connect(pile.code);
    await setBalance(10_000);
    const card = await issueCard();
    expect(await client.call('Authorize', { idTag: card })).toEqual({ idTagInfo: { status: 'Accepted' } });
    expect(await client.call('Authorize', { idTag: 'NOSUCHCARD' })).toEqual({ idTagInfo: { status: 'Invalid' } });
    const [{ id }] = (await t.db.query<{ id: number }>(`select id from card where card_no = $1`, [card])).rows;
    expect((await t.call('/api/member/card/freeze', { token, body: { ids: [id] } })).body.code).toBe(0);
    expect(await client.call('Authorize', { idTag: card })).toEqual({ idTagInfo: { status: 'Blocked' } });
    await setBalance(0);
    const broke = await issueCard();
    expect(await client.call('Authorize', { idTag: broke })).toEqual({ idTagInfo: { status: 'Blocked' } });
  });

  it('bills a session across the 08:00 valley-to-flat boundary and takes it from the account once', async () => {
    const client = await connect(pile.code);
    await setBalance(100_000);
    const card = await issueCard();
    // 07:30 to 08:30 in China (UTC+8), the latest such hour that is over: 20 kWh spread evenly,
    // half in each period (a session older than the longest one is held, not billed).
    const end = new Date();
    end.setUTCHours(0, 30, 0, 0);
    if (end.getTime() > Date.now()) end.setUTCDate(end.getUTCDate() - 1);
    const at = (minutesBeforeEnd: number) => new Date(end.getTime() - minutesBeforeEnd * 60_000).toISOString();
    const start = { connectorId: 1, idTag: card, meterStart: 1_000, timestamp: at(60) };
    const started = await callAs<{ transactionId: number; idTagInfo: { status: string } }>(
      client,
      'StartTransaction',
      start,
    );
    expect(started.idTagInfo.status).toBe('Accepted');
    // A pile that missed the answer sends the start again: it gets the same transaction.
    expect((await callAs<{ transactionId: number }>(client, 'StartTransaction', start)).transactionId).toBe(
      started.transactionId,
    );
    await client.call('MeterValues', {
      connectorId: 1,
      transactionId: started.transactionId,
      meterValue: [
        {
          timestamp: at(30),
          sampledValue: [
            { value: '11.0', unit: 'kWh', measurand: 'Energy.Active.Import.Register' },
            { value: '20000', unit: 'W', measurand: 'Power.Active.Import' },
          ],
        },
      ],
    });
    const stop = {
      transactionId: started.transactionId,
      meterStop: 21_000,
      timestamp: at(0),
      idTag: card,
    };
    await client.call('StopTransaction', stop);

    const bill = await billOf(started.transactionId);
    expect(bill).toMatchObject({
      bill_status: 2,
      charge_status: 3,
      kwh: 20,
      member_id: account.member_id,
      meter_stop: 21_000,
    });
    expect(Number(bill.pile_id)).toBe(pile.id);
    const { valley, flat } = await valleyAndFlatPrices();
    const fee = (wh: number, price: number) => Math.floor((wh * price) / 100_000 + 0.5);
    const electricity = fee(10_000, valley.electricityPrice) + fee(10_000, flat.electricityPrice);
    const service = fee(10_000, valley.servicePrice) + fee(10_000, flat.servicePrice);
    expect(Number(bill.electricity_fee)).toBe(electricity);
    expect(Number(bill.service_fee)).toBe(service);
    expect(Number(bill.total_amount)).toBe(electricity + service);
    const periods = bill.periods as {
      ratePeriod: string;
      energyWh: number;
      electricityFee: number;
      serviceFee: number;
    }[];
    expect(periods.map((period) => [period.ratePeriod, period.energyWh])).toEqual([
      ['Gu', 10_000],
      ['Ping', 10_000],
    ]);
    expect(periods.reduce((sum, period) => sum + period.electricityFee + period.serviceFee, 0)).toBe(
      electricity + service,
    );
    expect(await balance()).toBe(100_000 - (electricity + service));
    expect(await flowsOf(started.transactionId)).toEqual([{ amount: -(electricity + service) }]);

    // The pile repeats the stop (it reconnected and is not sure it was heard): nothing changes.
    await client.call('StopTransaction', stop);
    expect(await balance()).toBe(100_000 - (electricity + service));
    expect(await flowsOf(started.transactionId)).toHaveLength(1);
    expect(Number((await billOf(started.transactionId)).total_amount)).toBe(electricity + service);
  });

  it('takes what the account holds and leaves the rest owed', async () => {
    const client = await connect(pile.code);
    await setBalance(500);
    const card = await issueCard();
    const { transactionId } = await callAs<{ transactionId: number }>(client, 'StartTransaction', {
      connectorId: 2,
      idTag: card,
      meterStart: 0,
      timestamp: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    });
    await client.call('StopTransaction', {
      transactionId,
      meterStop: 30_000,
      timestamp: new Date(Date.now() - 3_600_000).toISOString(),
    });
    const bill = await billOf(transactionId);
    expect(Number(bill.total_amount)).toBeGreaterThan(500);
    expect(bill).toMatchObject({ charge_status: 2 });
    expect(Number(bill.paid_amount)).toBe(500);
    expect(await balance()).toBe(0);
  });

  it('tells the bill lists and today’s figures of the seller when a session starts and when it is billed, once', async () => {
    const { rows } = await t.db.query<{ seller_id: number }>(`select seller_id from pile where id = $1`, [pile.id]);
    const sellerId = Number(rows[0].seller_id);
    const heard: LiveEvent[] = [];
    const stopListening = t.app.liveBus.subscribe((event) => event.kind === 'rows' && heard.push(event));
    const client = await connect(pile.code);
    await setBalance(100_000);
    const card = await issueCard();
    const { transactionId } = await callAs<{ transactionId: number }>(client, 'StartTransaction', {
      connectorId: 1,
      idTag: card,
      meterStart: 0,
      timestamp: new Date(Date.now() - 40 * 60_000).toISOString(),
    });
    const stop = { transactionId, meterStop: 5_000, timestamp: new Date(Date.now() - 20 * 60_000).toISOString() };
    await client.call('StopTransaction', stop);
    // A repeated stop bills nothing, so it announces nothing either.
    await client.call('StopTransaction', stop);
    await new Promise((resolve) => setTimeout(resolve, 50));
    stopListening();
    expect(heard).toEqual([
      expect.objectContaining({ kind: 'rows', sellerId, entity: 'bill', pageId: 'bill' }),
      expect.objectContaining({ kind: 'rows', sellerId, entity: 'bill', pageId: 'bill' }),
    ]);
  });

  it('lets no pile stop or write another pile’s session', async () => {
    const client = await connect(pile.code);
    const intruder = await connect(otherPile.code);
    await setBalance(10_000);
    const card = await issueCard();
    const { transactionId } = await callAs<{ transactionId: number }>(client, 'StartTransaction', {
      connectorId: 1,
      idTag: card,
      meterStart: 0,
      timestamp: new Date().toISOString(),
    });
    await intruder.call('StopTransaction', { transactionId, meterStop: 99_000, timestamp: new Date().toISOString() });
    expect((await billOf(transactionId)).bill_status).toBe(1);
    expect(await balance()).toBe(10_000);
  });
});
