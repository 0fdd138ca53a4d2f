import type { RPCClient } from 'ocpp-rpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../live/live-bus';
import { createTestApp, DEMO, type TestApp, listenForPiles } from '../test-support/test-app';
import { repeatAlarmNotices } from './alarm-repeat';
import { createOcppClient } from './ocpp-client';

/**
 * One misbehaving pile (or an impostor) cannot flood the operators: a fault is notified only
 * once it has lasted the notify delay, a connector flapping between fault and NoError keeps one
 * alarm, and the notices of a pile and of a seller are limited per hour, SMS, e-mail and the
 * screens' pop-up alike.
 */
const LIMITS = { delaySeconds: 30, perPilePerHour: 3, perSellerPerHour: 8, reopenWithinSeconds: 600 };
let t: TestApp;
let url: string;
const clients: RPCClient[] = [];
const events: LiveEvent[] = [];
const sellers = new Map<string, { id: number; token: string; next: number }>();

beforeAll(async () => {
  t = await createTestApp({ alarmNotify: LIMITS });
  url = await listenForPiles(t);
  for (const demo of [DEMO.admin1, DEMO.admin2]) {
    const { rows } = await t.db.query(`select id from sellers where seller_number = $1`, [demo.sellerNumber]);
    const token = await t.login(demo.sellerNumber, demo.account, demo.password);
    sellers.set(demo.sellerNumber, { id: Number(rows[0].id), token, next: 0 });
  }
  t.app.liveBus.subscribe((event) => events.push(event));
}, 900_000);
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close({ force: true })));
  await t.close();
});

/** Every alarm level of the seller notified by one rule: an SMS to the phone, an e-mail, a pop-up; no reminders. */
async function notifyBy(sellerNumber: string, phone: string) {
  const seller = sellers.get(sellerNumber)!;
  const saved = await t.call('/api/config/alarmNotifyRule/save', {
    token: seller.token,
    body: {
      name: `值班${phone}`,
      levelUpTo: 6,
      enableStatus: 1,
      popup: true,
      sms: true,
      email: true,
      recipientPhones: phone,
      recipientEmails: `${phone}@example.com`,
      repeatMinutes: 0,
    },
  });
  expect(saved.body.code, saved.body.msg).toBe(0);
  await t.db.query(`update alarm_level_rule set notify_rule_id = $2 where seller_id = $1`, [
    seller.id,
    Number(saved.body.data.id),
  ]);
}

/** A connected enabled pile of the seller, without alarms, that no other test here uses. */
async function connectedPile(sellerNumber: string) {
  const seller = sellers.get(sellerNumber)!;
  const { rows } = await t.db.query<{ id: number; code: string }>(
    `select id, code from pile p where seller_id = $1 and enable_status = 1
        and not exists (select 1 from alarm_record a where a.pile_id = p.id)
      order by id offset $2 limit 1`,
    [seller.id, seller.next++],
  );
  const client = createOcppClient({ endpoint: url, identity: rows[0].code, reconnect: false });
  clients.push(client);
  await client.connect();
  await client.call('BootNotification', { chargePointVendor: 'Test', chargePointModel: 'T1' });
  const status = (errorCode: string, connectorId = 1) =>
    client.call('StatusNotification', {
      connectorId,
      status: errorCode === 'NoError' ? 'Available' : 'Faulted',
      errorCode,
    });
  return { id: Number(rows[0].id), code: rows[0].code, status };
}

const count = async (sql: string, params: unknown[]) => Number((await t.db.query(sql, params)).rows[0].n);
const smsAbout = (phone: string, pileCode: string) =>
  count(`select count(*)::int as n from sms_outbox where purpose = 'alarm' and phone = $1 and content like $2`, [
    phone,
    `%${pileCode}%`,
  ]);
const emailsAbout = (phone: string, pileCode: string) =>
  count(`select count(*)::int as n from email_outbox where recipient = $1 and subject like $2`, [
    `${phone}@example.com`,
    `%${pileCode}%`,
  ]);
const popUps = (pileId: number) =>
  events.filter((event) => event.kind === 'alarm' && event.pileId === pileId && event.open && event.popup).length;
const secondsOn = (seconds: number) => new Date(Date.now() + seconds * 1_000);
const sweep = (at: Date) => repeatAlarmNotices(t.db, t.app.liveBus, t.app.alarmNotifier, at);

describe('alarm notices under a flood', () => {
  it('a fault that clears within the delay sends nothing; one that lasts is notified once the delay is over', async () => {
    await notifyBy('100001', '13700000101');
    const brief = await connectedPile('100001');
    await brief.status('HighTemperature');
    // The alarm opens at once for the monitor, without a pop-up and without any message.
    const opened = events.find((event) => event.kind === 'alarm' && event.pileId === brief.id && event.open);
    expect(opened).toMatchObject({ popup: false, sound: false, flash: false });
    await sweep(secondsOn(10));
    await brief.status('NoError');
    await sweep(secondsOn(60));
    expect(await smsAbout('13700000101', brief.code)).toBe(0);
    expect(await emailsAbout('13700000101', brief.code)).toBe(0);
    expect(popUps(brief.id)).toBe(0);

    const lasting = await connectedPile('100001');
    await lasting.status('HighTemperature');
    expect(await smsAbout('13700000101', lasting.code)).toBe(0);
    await sweep(secondsOn(10));
    expect(await smsAbout('13700000101', lasting.code)).toBe(0);
    await sweep(secondsOn(40));
    expect(await smsAbout('13700000101', lasting.code)).toBe(1);
    expect(await emailsAbout('13700000101', lasting.code)).toBe(1);
    expect(popUps(lasting.id)).toBe(1);
    // Sent once: a later sweep sends nothing more (the rule does not repeat).
    await sweep(secondsOn(50));
    expect(await smsAbout('13700000101', lasting.code)).toBe(1);
  });

  it('a connector flapping between fault and NoError keeps one alarm and counts its occurrences', async () => {
    await notifyBy('100001', '13700000102');
    const pile = await connectedPile('100001');
    for (let i = 0; i < 20; i++) {
      await pile.status('GroundFailure');
      await pile.status('NoError');
    }
    const { rows } = await t.db.query<{ occurrences: number; recovered_at: string | null }>(
      `select occurrences, recovered_at from alarm_record where pile_id = $1`,
      [pile.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ occurrences: 20 });
    expect(rows[0].recovered_at).not.toBeNull();
    await sweep(secondsOn(60));
    expect(await smsAbout('13700000102', pile.code)).toBe(0);

    // Still faulted once the delay is over: notified, once.
    await pile.status('GroundFailure');
    await sweep(secondsOn(60));
    await sweep(secondsOn(70));
    expect(await smsAbout('13700000102', pile.code)).toBe(1);
    const after = await t.db.query(`select occurrences from alarm_record where pile_id = $1`, [pile.id]);
    expect(after.rows).toEqual([{ occurrences: 21 }]);
  });

  it('one pile’s notices are limited per hour; the rest wait for a free place, not for ever', async () => {
    await notifyBy('100001', '13700000103');
    const pile = await connectedPile('100001');
    const faults = ['HighTemperature', 'GroundFailure', 'OverVoltage', 'InternalError', 'PowerMeterFailure'];
    for (const [connectorId, errorCode] of [...faults.map((code) => [1, code] as const), [2, 'ReaderFailure'] as const])
      await pile.status(errorCode, connectorId);
    expect(await count(`select count(*)::int as n from alarm_record where pile_id = $1`, [pile.id])).toBe(6);
    await sweep(secondsOn(60));
    await sweep(secondsOn(120));
    expect(await smsAbout('13700000103', pile.code)).toBe(LIMITS.perPilePerHour);
    expect(await emailsAbout('13700000103', pile.code)).toBe(LIMITS.perPilePerHour);
    expect(popUps(pile.id)).toBe(LIMITS.perPilePerHour);
    // An hour later the alarms still on are notified, within the limit again.
    await sweep(secondsOn(3_700));
    expect(await smsAbout('13700000103', pile.code)).toBe(6);
  });

  it('a seller’s notices are limited per hour over all its piles', async () => {
    await notifyBy('100002', '13700000201');
    const piles = [];
    for (let i = 0; i < 4; i++) piles.push(await connectedPile('100002'));
    for (const pile of piles)
      for (const errorCode of ['HighTemperature', 'GroundFailure', 'OverVoltage']) await pile.status(errorCode);
    await sweep(secondsOn(60));
    await sweep(secondsOn(120));
    const sent = await count(
      `select count(*)::int as n from sms_outbox where purpose = 'alarm' and phone = '13700000201'`,
      [],
    );
    expect(sent).toBe(LIMITS.perSellerPerHour);
    const mails = await count(`select count(*)::int as n from email_outbox where recipient = $1`, [
      '13700000201@example.com',
    ]);
    expect(mails).toBe(LIMITS.perSellerPerHour);
    for (const pile of piles) expect(await smsAbout('13700000201', pile.code)).toBeLessThanOrEqual(3);
  });
});
