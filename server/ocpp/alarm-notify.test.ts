import net from 'node:net';
import type { RPCClient } from 'ocpp-rpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../live/live-bus';
import { sendQueuedEmails } from '../mail/email-outbox';
import { createTestApp, DEMO, type TestApp, listenForPiles } from '../test-support/test-app';
import { repeatAlarmNotices } from './alarm-repeat';
import { createOcppClient } from './ocpp-client';

/**
 * A fault that opens an alarm is notified by the notify rules of the pile's seller: SMS rows to
 * the rule's phones, e-mails queued to its addresses and sent through the seller's e-mail
 * settings, and the live alarm event says whether screens pop up, flash and sound.
 */
let t: TestApp;
let url: string;
let admin: string;
let sellerId: number;
let seq = 0;
const clients: RPCClient[] = [];
const events: LiveEvent[] = [];

beforeAll(async () => {
  // Notified at once: the delay and the limits have tests of their own (alarm-flood.test.ts).
  t = await createTestApp({ alarmNotify: { delaySeconds: 0 } });
  url = await listenForPiles(t);
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  sellerId = Number((await t.db.query(`select id from sellers where seller_number = '100001'`)).rows[0].id);
  t.app.liveBus.subscribe((event) => events.push(event));
  // Loading the prepared database takes longer on a busy machine than the default hook budget.
}, 180_000);
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close({ force: true })));
  await t.close();
});

const post = async (path: string, body: object, token = admin) => (await t.call(path, { body, token })).body;

/** A connected enabled pile of seller 100001 no other test of this file uses. */
async function connectedPile(): Promise<{ id: number; code: string; client: RPCClient }> {
  const { rows } = await t.db.query<{ id: number; code: string }>(
    `select id, code from pile where seller_id = $1 and enable_status = 1 order by id offset $2 limit 1`,
    [sellerId, seq++],
  );
  const client = createOcppClient({ endpoint: url, identity: rows[0].code, reconnect: false });
  clients.push(client);
  await client.connect();
  await client.call('BootNotification', { chargePointVendor: 'Test', chargePointModel: 'T1' });
  return { id: Number(rows[0].id), code: rows[0].code, client };
}

/** Makes the rule the one every alarm level of seller 100001 is notified by. */
async function notifyEveryLevelBy(rule: Record<string, unknown> | null) {
  let ruleId: number | null = null;
  if (rule) {
    const saved = await post('/api/config/alarmNotifyRule/save', {
      name: `测试通知${seq}`,
      levelUpTo: 6,
      enableStatus: 1,
      ...rule,
    });
    expect(saved.code, saved.msg).toBe(0);
    ruleId = Number(saved.data.id);
  }
  await t.db.query(`update alarm_level_rule set notify_rule_id = $2 where seller_id = $1`, [sellerId, ruleId]);
  // Without a level's rule every enabled rule reaching the level applies: none, for "no rule".
  if (!rule) await t.db.query(`update alarm_notify_rule set enable_status = 0 where seller_id = $1`, [sellerId]);
}

const smsOf = async (phones: string[]) =>
  (
    await t.db.query<{ phone: string; content: string; seller_id: number }>(
      `select phone, content, seller_id from sms_outbox where purpose = 'alarm' and phone = any($1::text[]) order by id`,
      [phones],
    )
  ).rows;

async function fault(pile: { id: number; client: RPCClient }, errorCode = 'HighTemperature') {
  await pile.client.call('StatusNotification', { connectorId: 1, status: 'Faulted', errorCode });
  for (let i = 0; i < 100; i++) {
    const opened = events.find((event) => event.kind === 'alarm' && event.pileId === pile.id && event.open);
    if (opened) return opened as Extract<LiveEvent, { kind: 'alarm' }>;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no alarm event');
}

/** China time now plus some minutes, as the rules' clocks read. */
const clockIn = (minutes: number) => new Date(Date.now() + (480 + minutes) * 60_000).toISOString().slice(11, 16);

describe('alarm notification by the notify rules', () => {
  it('a fault under a rule writes one SMS per recipient, queues the e-mail and signals the screens', async () => {
    await notifyEveryLevelBy({
      flash: false,
      popup: true,
      sound: true,
      sms: true,
      email: true,
      recipientPhones: '13700000001, 13700000002',
      recipientEmails: 'duty@example.com',
    });
    // Another seller's rule names its own phone: it must hear nothing of this seller's alarm.
    const other = await t.login(DEMO.admin2.sellerNumber, DEMO.admin2.account, DEMO.admin2.password);
    const foreign = await post(
      '/api/config/alarmNotifyRule/save',
      { name: '他人通知', levelUpTo: 6, enableStatus: 1, sms: true, popup: true, recipientPhones: '13700000009' },
      other,
    );
    expect(foreign.code, foreign.msg).toBe(0);

    const pile = await connectedPile();
    const event = await fault(pile);
    expect(event).toMatchObject({ popup: true, sound: true, flash: false, sellerId });
    const sms = await smsOf(['13700000001', '13700000002', '13700000009']);
    expect(sms.map((row) => row.phone)).toEqual(['13700000001', '13700000002']);
    expect(sms[0].content).toContain(pile.code);
    expect(sms.every((row) => Number(row.seller_id) === sellerId)).toBe(true);
    const mail = await t.db.query<{ recipient: string; status: string; subject: string }>(
      `select recipient, status, subject from email_outbox where seller_id = $1 order by id`,
      [sellerId],
    );
    expect(mail.rows).toMatchObject([{ recipient: 'duty@example.com', status: 'pending' }]);
    expect(mail.rows[0].subject).toContain(pile.code);

    // The fault clearing closes the alarm and sends nothing more.
    await pile.client.call('StatusNotification', { connectorId: 1, status: 'Available', errorCode: 'NoError' });
    expect(await smsOf(['13700000001', '13700000002'])).toHaveLength(2);
  });

  it('in the rule’s quiet hours the screens still pop up but nobody is texted or called', async () => {
    await notifyEveryLevelBy({
      flash: true,
      popup: true,
      sound: true,
      sms: true,
      recipientPhones: '13700000011',
      quietStart: clockIn(-60),
      quietEnd: clockIn(60),
    });
    const event = await fault(await connectedPile());
    expect(event).toMatchObject({ popup: true, flash: true, sound: false });
    expect(await smsOf(['13700000011'])).toEqual([]);
  });

  it('repeats a pending alarm at the rule’s interval until someone takes it up, and not after', async () => {
    await notifyEveryLevelBy({ popup: true, sms: true, recipientPhones: '13700000021', repeatMinutes: 10 });
    const pile = await connectedPile();
    await fault(pile);
    // Alarms other tests left open are reminded too: only this pile's messages count here.
    const texts = async () => (await smsOf(['13700000021'])).filter((row) => row.content.includes(pile.code));
    expect(await texts()).toHaveLength(1);
    const minutesOn = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const reminders = () =>
      events.filter((event) => event.kind === 'alarm' && event.pileId === pile.id && event.round !== undefined);

    await repeatAlarmNotices(t.db, t.app.liveBus, t.app.alarmNotifier, minutesOn(5));
    expect(await texts()).toHaveLength(1);

    await repeatAlarmNotices(t.db, t.app.liveBus, t.app.alarmNotifier, minutesOn(11));
    const sms = await texts();
    expect(sms).toHaveLength(2);
    expect(sms[1].content).toContain('第2次提醒');
    expect(reminders()).toMatchObject([{ round: 2, popup: true, open: true }]);
    // Swept again before the next interval (or by a second server at the same moment): no more.
    await repeatAlarmNotices(t.db, t.app.liveBus, t.app.alarmNotifier, minutesOn(11));
    expect(await texts()).toHaveLength(2);
    const alarm = await t.db.query<{ id: number; notify_count: number }>(
      `select id, notify_count from alarm_record where pile_id = $1 and recovered_at is null`,
      [pile.id],
    );
    expect(Number(alarm.rows[0].notify_count)).toBe(2);

    // Someone starts handling it: the reminders stop.
    const taken = await post('/api/config/alarmRecord/process', { ids: [Number(alarm.rows[0].id)] });
    expect(taken.code, taken.msg).toBe(0);
    await repeatAlarmNotices(t.db, t.app.liveBus, t.app.alarmNotifier, minutesOn(40));
    expect(await texts()).toHaveLength(2);
    expect(reminders()).toHaveLength(1);
  });

  it('a rule without a repeat interval notifies once', async () => {
    await notifyEveryLevelBy({ sms: true, recipientPhones: '13700000031', repeatMinutes: 0 });
    const pile = await connectedPile();
    await fault(pile);
    await repeatAlarmNotices(t.db, t.app.liveBus, t.app.alarmNotifier, new Date(Date.now() + 120 * 60_000));
    expect((await smsOf(['13700000031'])).filter((row) => row.content.includes(pile.code))).toHaveLength(1);
  });

  it('without a rule a fault opens its alarm but sends no SMS and asks for no pop-up', async () => {
    await notifyEveryLevelBy(null);
    const before = (await t.db.query(`select count(*)::int as n from sms_outbox where purpose = 'alarm'`)).rows[0].n;
    const pile = await connectedPile();
    const event = await fault(pile);
    expect(event).toMatchObject({ popup: false, sound: false, flash: false });
    const after = (await t.db.query(`select count(*)::int as n from sms_outbox where purpose = 'alarm'`)).rows[0].n;
    expect(after).toBe(before);
    const alarms = await t.db.query(`select 1 from alarm_record where pile_id = $1 and recovered_at is null`, [
      pile.id,
    ]);
    expect(alarms.rows).toHaveLength(1);
  });

  it('sends the queued e-mail through the seller’s SMTP server', async () => {
    const heard: string[] = [];
    const server = net.createServer((socket) => {
      socket.setEncoding('utf8');
      let data = false;
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk: string) => {
        for (const line of chunk.split('\r\n').filter(Boolean)) {
          heard.push(line);
          if (data) {
            if (line === '.') {
              data = false;
              socket.write('250 queued\r\n');
            }
          } else if (line.startsWith('EHLO')) socket.write('250-test\r\n250 AUTH LOGIN\r\n');
          else if (line === 'AUTH LOGIN') socket.write('334 VXNlcm5hbWU6\r\n');
          else if (heard.at(-2) === 'AUTH LOGIN') socket.write('334 UGFzc3dvcmQ6\r\n');
          else if (heard.at(-3) === 'AUTH LOGIN') socket.write('235 ok\r\n');
          else if (line === 'DATA') {
            data = true;
            socket.write('354 go on\r\n');
          } else if (line === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    try {
      const saved = await post('/api/operation/emailConfig/save', {
        smtpHost: '127.0.0.1',
        port,
        ssl: false,
        account: 'alarm@example.com',
        password: 'app-code',
        senderName: '告警',
      });
      expect(saved.code, saved.msg).toBe(0);
      expect(await sendQueuedEmails(t.db)).toBe(1);
      const [row] = (
        await t.db.query<{ status: string; attempts: number }>(
          `select status, attempts from email_outbox where recipient = 'duty@example.com'`,
        )
      ).rows;
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
      expect(heard).toContain('MAIL FROM:<alarm@example.com>');
      expect(heard).toContain('RCPT TO:<duty@example.com>');
      expect(heard).toContain(Buffer.from('app-code').toString('base64'));
      expect(await sendQueuedEmails(t.db)).toBe(0);
    } finally {
      server.close();
    }
  });
});
