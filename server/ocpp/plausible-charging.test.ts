import type { RPCClient } from 'ocpp-rpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp, listenForPiles } from '../test-support/test-app';
import { createOcppClient } from './ocpp-client';

/**
 * What a pile claims is judged before it costs a member anything: sessions at implausible
 * times, meters that jump or go back, energy beyond the rated power and floods of readings are
 * held among the abnormal bills, unpriced; cards the pile should not have started with never
 * pay; a card charging at one pile is ConcurrentTx at another, even when two starts race.
 */
let t: TestApp;
let url: string;
let token: string;
let sellerId: number;
const clients: RPCClient[] = [];
const HOUR = 3_600_000;
/** The rated power the test piles are given (kW). */
const RATED_KW = 60;

interface Pile {
  id: number;
  code: string;
}
let pile: Pile;
let otherPile: Pile;
let account: { id: number; member_id: number };

beforeAll(async () => {
  t = await createTestApp();
  url = await listenForPiles(t);
  token = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  const piles = await t.db.query<Pile & { seller_id: number }>(
    `select p.id, p.code, p.seller_id from pile p join sellers s on s.id = p.seller_id
      where s.seller_number = '100001' and p.enable_status = 1 and p.station_id is not null
        and (select count(*) from gun g where g.pile_id = p.id) >= 2
      order by p.id desc limit 2`,
  );
  [pile, otherPile] = piles.rows;
  sellerId = Number(piles.rows[0].seller_id);
  await t.db.query(`update pile set rated_power = $2 where id = any($1::bigint[])`, [
    [pile.id, otherPile.id],
    RATED_KW,
  ]);
  const accounts = await t.db.query<{ id: number; member_id: number }>(
    `select a.id, a.member_id from account a join member m on m.id = a.member_id
      where a.seller_id = $1 and a.account_state = 1 and m.member_status = 1
        and not exists (select 1 from fleet_member f where f.member_id = m.id)
      order by a.id desc limit 1`,
    [sellerId],
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

interface Started {
  transactionId: number;
  idTagInfo: { status: string };
}
const start = async (client: RPCClient, params: Record<string, unknown>) =>
  (await client.call('StartTransaction', { connectorId: 1, meterStart: 0, ...params })) as Started;

let cardSerial = 0;
async function issueCard(to: { id: number; member_id: number } = account): Promise<string> {
  const cardNo = `PC${process.pid % 10_000}${++cardSerial}`;
  const answer = await t.call('/api/member/card/save', {
    token,
    body: { cardNo, memberId: to.member_id, accountId: to.id, chargeType: 2 },
  });
  expect(answer.body.code, answer.body.msg).toBe(0);
  return cardNo;
}

const setBalance = (fen: number, id = account.id) =>
  t.db.query(`update account set balance = $1, credit_limit = 0 where id = $2`, [fen, id]);
const balance = async (id = account.id) =>
  Number((await t.db.query<{ balance: number }>(`select balance from account where id = $1`, [id])).rows[0].balance);
const billOf = async (id: number) =>
  (
    await t.db.query<{
      bill_status: number;
      abnormal_type: string | null;
      handle_status: string | null;
      total_amount: number;
      paid_amount: number;
      periods: unknown[];
      row_bytes: number;
      readings: number;
    }>(
      `select bill_status, abnormal_type, handle_status, total_amount::int, paid_amount::int, periods,
              pg_column_size(bill.*)::int as row_bytes,
              (select count(*) from meter_values v where v.bill_id = bill.id)::int as readings
         from bill where id = $1`,
      [id],
    )
  ).rows[0];
const flowsOf = async (billId: number) =>
  (await t.db.query(`select amount from account_flow where bill_id = $1`, [billId])).rows;

/** A held bill: abnormal for `reason`, pending review, nothing priced, nothing taken. */
async function expectHeld(transactionId: number, reason: string, balanceBefore: number) {
  const bill = await billOf(transactionId);
  expect(bill).toMatchObject({
    bill_status: 3,
    abnormal_type: reason,
    handle_status: 'PENDING',
    total_amount: 0,
    paid_amount: 0,
  });
  expect(bill.periods).toEqual([]);
  expect(await flowsOf(transactionId)).toEqual([]);
  expect(await balance()).toBe(balanceBefore);
  return bill;
}

const iso = (at: number) => new Date(at).toISOString();

describe('implausible sessions are held, not charged', () => {
  it('holds a meter jumping from −2³¹ to 2³¹−1, and 2³¹−1 Wh in an hour, instead of billing millions of kWh', async () => {
    const client = await connect(pile.code);
    await setBalance(100_000);
    const card = await issueCard();
    const jump = await start(client, { idTag: card, meterStart: -(2 ** 31), timestamp: iso(Date.now() - HOUR) });
    expect(jump.idTagInfo.status).toBe('Accepted');
    const stopped = await client.call('StopTransaction', {
      transactionId: jump.transactionId,
      meterStop: 2 ** 31 - 1,
      timestamp: iso(Date.now()),
      idTag: card,
    });
    expect(stopped).toEqual({ idTagInfo: { status: 'Accepted' } });
    await expectHeld(jump.transactionId, 'METER_JUMP', 100_000);

    const card2 = await issueCard();
    const huge = await start(client, { idTag: card2, meterStart: 0, timestamp: iso(Date.now() - HOUR) });
    expect(await client.call('StopTransaction', { ...stopOf(huge), meterStop: 2 ** 31 - 1 })).toEqual({});
    await expectHeld(huge.transactionId, 'OVER_POWER', 100_000);
  });

  it('answers a 150-year session at once and holds it unpriced, whichever end the pile lies about', async () => {
    const client = await connect(pile.code);
    await setBalance(100_000);
    const longAgo = iso(Date.UTC(1876, 0, 1));
    const old = await start(client, { idTag: await issueCard(), meterStart: 1_000, timestamp: longAgo });
    expect(old.idTagInfo.status).toBe('Accepted');
    expect(await client.call('StopTransaction', { ...stopOf(old), meterStop: 50_000 })).toEqual({});
    const held = await expectHeld(old.transactionId, 'IMPLAUSIBLE_TIME', 100_000);
    expect(held.row_bytes).toBeLessThan(4_000);

    const card = await issueCard();
    const now = await start(client, { connectorId: 2, idTag: card, meterStart: 1_000, timestamp: iso(Date.now()) });
    expect(
      await client.call('StopTransaction', {
        transactionId: now.transactionId,
        meterStop: 50_000,
        timestamp: iso(Date.UTC(2176, 0, 1)),
      }),
    ).toEqual({});
    const future = await expectHeld(now.transactionId, 'IMPLAUSIBLE_TIME', 100_000);
    expect(future.row_bytes).toBeLessThan(4_000);

    // Recalculating such a bill is refused with the reason, rather than pricing 150 years.
    const recalculated = await t.call('/api/bill/abnormalBill/recalculate', {
      token,
      body: { ids: [now.transactionId] },
    });
    expect(recalculated.body.code).toBe(10);
    expect(recalculated.body.msg).toContain('IMPLAUSIBLE_TIME');
    // Closing it with a reason works as for any abnormal bill.
    const closed = await t.call('/api/bill/abnormalBill/close', {
      token,
      body: { ids: [now.transactionId], input: { handleRemark: 'pile clock wrong' } },
    });
    expect(closed.body.code, closed.body.msg).toBe(0);
    expect((await billOf(now.transactionId)).handle_status).toBe('CLOSED');
  });

  it('holds a start dated before the pile last booted', async () => {
    const client = await connect(pile.code);
    await client.call('BootNotification', { chargePointVendor: 'Test', chargePointModel: 'T1' });
    await setBalance(100_000);
    const before = await start(client, { idTag: await issueCard(), timestamp: iso(Date.now() - 2 * HOUR) });
    expect(before.idTagInfo.status).toBe('Accepted');
    await client.call('StopTransaction', { ...stopOf(before), meterStop: 5_000, timestamp: iso(Date.now()) });
    await expectHeld(before.transactionId, 'IMPLAUSIBLE_TIME', 100_000);
  });

  it('holds a start in the future', async () => {
    const client = await connect(pile.code);
    await setBalance(100_000);
    const ahead = await start(client, { idTag: await issueCard(), timestamp: iso(Date.now() + 24 * HOUR) });
    expect(ahead.idTagInfo.status).toBe('Accepted');
    await client.call('StopTransaction', {
      ...stopOf(ahead),
      meterStop: 5_000,
      timestamp: iso(Date.now() + 25 * HOUR),
    });
    await expectHeld(ahead.transactionId, 'IMPLAUSIBLE_TIME', 100_000);
  });

  it('holds a meter that goes backwards, at the stop or in its readings', async () => {
    const client = await connect(pile.code);
    await setBalance(100_000);
    const down = await start(client, {
      idTag: await issueCard(),
      meterStart: 20_000,
      timestamp: iso(Date.now() - HOUR),
    });
    await client.call('StopTransaction', { ...stopOf(down), meterStop: 10_000 });
    await expectHeld(down.transactionId, 'METER_BACKWARDS', 100_000);

    const wobbly = await start(client, {
      connectorId: 2,
      idTag: await issueCard(),
      meterStart: 1_000,
      timestamp: iso(Date.now() - HOUR),
    });
    const reading = (minutesAgo: number, kwh: number) => ({
      timestamp: iso(Date.now() - minutesAgo * 60_000),
      sampledValue: [{ value: String(kwh), unit: 'kWh' }],
    });
    await client.call('MeterValues', {
      connectorId: 2,
      transactionId: wobbly.transactionId,
      meterValue: [reading(40, 9), reading(20, 3)],
    });
    await client.call('StopTransaction', {
      transactionId: wobbly.transactionId,
      meterStop: 12_000,
      timestamp: iso(Date.now()),
    });
    await expectHeld(wobbly.transactionId, 'METER_BACKWARDS', 100_000);
  });

  it('holds energy beyond what the rated power delivers in the time, and bills what it can', async () => {
    const client = await connect(pile.code);
    await setBalance(100_000);
    // 60 kW for an hour is 60 kWh: 90 kWh is not believed.
    const over = await start(client, { idTag: await issueCard(), meterStart: 0, timestamp: iso(Date.now() - HOUR) });
    await client.call('StopTransaction', { ...stopOf(over), meterStop: 90_000 });
    await expectHeld(over.transactionId, 'OVER_POWER', 100_000);

    const fair = await start(client, {
      connectorId: 2,
      idTag: await issueCard(),
      meterStart: 0,
      timestamp: iso(Date.now() - HOUR),
    });
    await client.call('StopTransaction', { ...stopOf(fair), meterStop: 50_000 });
    const bill = await billOf(fair.transactionId);
    expect(bill).toMatchObject({ bill_status: 2, abnormal_type: null });
    expect(bill.total_amount).toBeGreaterThan(0);
    expect(await balance()).toBe(100_000 - bill.paid_amount);
  });

  it('holds a stop carrying more readings than a message may, and stores none of them', async () => {
    const client = await connect(pile.code);
    await setBalance(100_000);
    const begun = Date.now() - HOUR;
    const flood = await start(client, { idTag: await issueCard(), meterStart: 0, timestamp: iso(begun) });
    const transactionData = Array.from({ length: 1_500 }, (_, i) => ({
      timestamp: iso(begun + i * 2_000),
      sampledValue: [{ value: String(i) }],
    }));
    // Well inside the 128 KB frame limit, yet over the 1,000 readings a message may carry.
    expect(JSON.stringify(transactionData).length).toBeLessThan(120_000);
    expect(await client.call('StopTransaction', { ...stopOf(flood), meterStop: 20_000, transactionData })).toEqual({});
    const held = await expectHeld(flood.transactionId, 'TOO_MANY_SAMPLES', 100_000);
    expect(held.readings).toBeLessThanOrEqual(1);
  });
});

describe('cards', () => {
  it('never takes money for a card Authorize answers Blocked, though the pile starts with it', async () => {
    const client = await connect(pile.code);
    await setBalance(100_000);
    const card = await issueCard();
    const [{ id }] = (await t.db.query<{ id: number }>(`select id from card where card_no = $1`, [card])).rows;
    expect((await t.call('/api/member/card/freeze', { token, body: { ids: [id] } })).body.code).toBe(0);
    expect(await client.call('Authorize', { idTag: card })).toEqual({ idTagInfo: { status: 'Blocked' } });
    const blocked = await start(client, { idTag: card, meterStart: 0, timestamp: iso(Date.now() - HOUR) });
    expect(blocked.idTagInfo.status).toBe('Blocked');
    await client.call('StopTransaction', { ...stopOf(blocked), meterStop: 30_000, reason: 'DeAuthorized' });
    await expectHeld(blocked.transactionId, 'CARD_REFUSED', 100_000);

    const unknown = await start(client, { connectorId: 2, idTag: 'NOSUCHCARD', timestamp: iso(Date.now() - HOUR) });
    expect(unknown.idTagInfo.status).toBe('Invalid');
    await client.call('StopTransaction', { ...stopOf(unknown), meterStop: 30_000 });
    expect((await billOf(unknown.transactionId)).abnormal_type).toBe('CARD_REFUSED');
  });

  it('answers ConcurrentTx to Authorize and StartTransaction of a card charging at another pile, and never bills that start', async () => {
    const first = await connect(pile.code);
    const second = await connect(otherPile.code);
    await setBalance(100_000);
    const card = await issueCard();
    const running = await start(first, { idTag: card, timestamp: iso(Date.now() - HOUR) });
    expect(running.idTagInfo.status).toBe('Accepted');
    // The pile it charges at may still ask about it (to stop with the card).
    expect(await first.call('Authorize', { idTag: card })).toEqual({ idTagInfo: { status: 'Accepted' } });
    expect(await second.call('Authorize', { idTag: card })).toEqual({ idTagInfo: { status: 'ConcurrentTx' } });
    const again = await start(second, { idTag: card, timestamp: iso(Date.now() - HOUR / 2) });
    expect(again.idTagInfo.status).toBe('ConcurrentTx');
    await second.call('StopTransaction', { ...stopOf(again), meterStop: 10_000 });
    await expectHeld(again.transactionId, 'CONCURRENT_TX', 100_000);

    // Reviewed and found fair, the held bill is priced and settled through the ledger, once.
    const base = '/api/bill/abnormalBill';
    const recalculated = await t.call(`${base}/recalculate`, { token, body: { ids: [again.transactionId] } });
    expect(recalculated.body.code, recalculated.body.msg).toBe(0);
    const settled = await t.call(`${base}/settle`, { token, body: { ids: [again.transactionId] } });
    expect(settled.body.code, settled.body.msg).toBe(0);
    const bill = await billOf(again.transactionId);
    expect(bill.total_amount).toBeGreaterThan(0);
    expect(bill.paid_amount).toBe(bill.total_amount);
    expect((await flowsOf(again.transactionId)).map((flow) => Number(flow.amount))).toEqual([-bill.paid_amount]);
    expect(await balance()).toBe(100_000 - bill.paid_amount);

    // Once the first session ends, the card charges anywhere again.
    await first.call('StopTransaction', { ...stopOf(running), meterStop: 0 });
    expect(await second.call('Authorize', { idTag: card })).toEqual({ idTagInfo: { status: 'Accepted' } });
  });

  it('accepts only one of two StartTransactions of one card sent at once from two piles', async () => {
    const first = await connect(pile.code);
    const second = await connect(otherPile.code);
    await setBalance(100_000);
    const card = await issueCard();
    const both = await Promise.all([
      start(first, { connectorId: 2, idTag: card, timestamp: iso(Date.now() - 60_000) }),
      start(second, { connectorId: 2, idTag: card, timestamp: iso(Date.now() - 60_000) }),
    ]);
    expect(both.map((answer) => answer.idTagInfo.status).sort()).toEqual(['Accepted', 'ConcurrentTx']);
    const { rows } = await t.db.query<{ charging: number }>(
      `select count(*)::int as charging from bill where card_no = $1 and bill_status = 1`,
      [card],
    );
    expect(rows[0].charging).toBe(1);
    for (const [i, answer] of both.entries())
      await [first, second][i].call('StopTransaction', { ...stopOf(answer), meterStop: 1_000 });
  });

  it('lets the cards of fleet members charge at several piles at once where the seller allows it', async () => {
    const { rows } = await t.db.query<{ id: number; member_id: number }>(
      `select min(a.id) as id, f.member_id from fleet_member f
         join account a on a.member_id = f.member_id and a.account_state = 1
         join member m on m.id = f.member_id and m.member_status = 1
        where f.seller_id = $1 and f.enable_status = 1 group by f.member_id order by f.member_id limit 1`,
      [sellerId],
    );
    const fleet = { id: Number(rows[0].id), member_id: Number(rows[0].member_id) };
    await setBalance(100_000, fleet.id);
    const card = await issueCard(fleet);
    const first = await connect(pile.code);
    const second = await connect(otherPile.code);
    const running = await start(first, { idTag: card, timestamp: iso(Date.now() - HOUR) });
    expect(await second.call('Authorize', { idTag: card })).toEqual({ idTagInfo: { status: 'ConcurrentTx' } });

    const saved = await t.call('/api/system/systemConfig/save', {
      token,
      body: { allowConcurrentFleetCards: true },
    });
    expect(saved.body.code, saved.body.msg).toBe(0);
    expect(await second.call('Authorize', { idTag: card })).toEqual({ idTagInfo: { status: 'Accepted' } });
    const also = await start(second, { idTag: card, timestamp: iso(Date.now() - HOUR / 2) });
    expect(also.idTagInfo.status).toBe('Accepted');
    await t.call('/api/system/systemConfig/save', { token, body: { allowConcurrentFleetCards: false } });
    await first.call('StopTransaction', { ...stopOf(running), meterStop: 1_000 });
    await second.call('StopTransaction', { ...stopOf(also), meterStop: 1_000 });
  });
});

/** A stop of the transaction now, its meter given by the caller. */
function stopOf(started: Started) {
  return { transactionId: started.transactionId, timestamp: iso(Date.now()) };
}
