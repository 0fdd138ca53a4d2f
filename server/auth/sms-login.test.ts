import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, loginBody, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, body: unknown, ip = '127.0.0.1') => t.call(url, { body, ip });

/** The codes last sent to a phone, newest first (the outbox stands in for the provider). */
async function codesSentTo(phone: string): Promise<string[]> {
  const { rows } = await t.db.query<{ content: string }>(
    `select content from sms_outbox where phone = $1 order by id desc`,
    [phone],
  );
  return rows.map((row) => row.content.match(/\d{6}/)![0]);
}

/** An attacker who knows the seller and account, not the password, tries every SMS way in. */
async function smsOnlyAttempts(sellerNumber: string, account: string, phone: string) {
  const asked = await post('/api/system/sms/captcha', { sellerNumber, account });
  const codes = [...(await codesSentTo(phone)), '000000'];
  const answers = [];
  for (const smsCode of codes) {
    answers.push(await post('/api/system/sms/login', { sellerNumber, account, smsCode }));
    answers.push(await post('/api/system/sms/login', { sellerNumber, account, smsCode, ipLoginTicket: '' }));
  }
  return { asked, answers };
}

describe('an SMS code never opens a session without the password', () => {
  it('for a seller that requires password and SMS code (100003)', async () => {
    const { sellerNumber, account } = DEMO.smsCaptcha;
    const { answers } = await smsOnlyAttempts(sellerNumber, account, '13800000003');
    for (const answer of answers) {
      expect(answer.body.code).not.toBe(0);
      expect(answer.body.data?.token).toBeUndefined();
    }
    // The rightful user still logs in with both.
    const code = (await codesSentTo('13800000003'))[0];
    const withCode = loginBody(sellerNumber, account, DEMO.smsCaptcha.password);
    const done = await post('/api/system/login', {
      ...withCode,
      credentials: { ...withCode.credentials, smsCode: code },
    });
    expect(done.body.code).toBe(0);
  });

  it('for a seller that allows listed IPs only (100004), from an address it does not list', async () => {
    const { sellerNumber, account } = DEMO.ipRestricted;
    const { answers } = await smsOnlyAttempts(sellerNumber, account, '13800000004');
    for (const answer of answers) {
      expect(answer.body.code).not.toBe(0);
      expect(answer.body.data?.token).toBeUndefined();
    }
  });

  it('a captcha asked by account reaches only a seller that requires one, and answers alike for every account', async () => {
    const unknown = await post('/api/system/sms/captcha', { sellerNumber: '100003', account: 'nobody' });
    const ipOnly = await post('/api/system/sms/captcha', { sellerNumber: '100004', account: 'admin' });
    const plain = await post('/api/system/sms/captcha', { sellerNumber: '100001', account: 'admin' });
    expect(unknown.body).toMatchObject({ code: 0, data: { expiresInSeconds: 300 } });
    expect(ipOnly.body).toEqual(unknown.body);
    expect(plain.body).toEqual(unknown.body);
    expect(await codesSentTo('13800000004')).toEqual([]);
  });

  it('an IP-login ticket is the only thing an SMS code finishes, and only once', async () => {
    const { sellerNumber, account, password } = DEMO.ipRestricted;
    const refused = await post('/api/system/login', loginBody(sellerNumber, account, password), '192.0.2.7');
    expect(refused.body.code).toBe(921);
    const ticket = refused.body.data.ipLoginTicket as string;
    const sent = await post('/api/system/sms/captcha', { ipLoginTicket: ticket }, '192.0.2.7');
    expect(sent.body).toMatchObject({ code: 0, data: { phone: '138****0004' } });
    const [code] = await codesSentTo('13800000004');
    // The code is bound to the ticket's purpose: without the ticket it opens nothing.
    expect((await post('/api/system/sms/login', { sellerNumber, account, smsCode: code })).body.code).not.toBe(0);
    const done = await post('/api/system/sms/login', { ipLoginTicket: ticket, smsCode: code }, '192.0.2.7');
    expect(done.body).toMatchObject({ code: 0, data: { sellerNumber } });
  });
});
