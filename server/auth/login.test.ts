import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, lastSmsCode, loginBody, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, body: unknown, ip?: string) => t.call(url, { body, ip });

describe('POST /api/system/login', () => {
  it('answers code 0 with a token that opens the API', async () => {
    const { sellerNumber, account, password } = DEMO.admin1;
    const answer = await post('/api/system/login', loginBody(sellerNumber, account, password));
    expect(answer.body).toMatchObject({ code: 0, success: true, data: { sellerNumber: '100001' } });
    const info = await t.call('/api/system/user/info', { token: answer.body.data.token });
    expect(info.body.data).toMatchObject({ account: 'admin', sellerNumber: '100001' });
  });

  it('answers an unknown seller, an unknown account and a wrong password alike: code 4, one message', async () => {
    const unknownSeller = await post('/api/system/login', loginBody('999999', 'admin', 'Admin@123456'));
    const unknownAccount = await post('/api/system/login', loginBody('100001', 'nobody', 'Admin@123456'));
    const wrong = await post('/api/system/login', loginBody('100001', 'finance', 'Wrong@123456'));
    expect(wrong.body).toMatchObject({ code: 4, success: false, data: null });
    expect(wrong.body.msg).toContain('输入的信息存在错误');
    expect(unknownSeller.body).toEqual(wrong.body);
    expect(unknownAccount.body).toEqual(wrong.body);
  });

  it('an unknown account answers a run of wrong passwords exactly as a real one, lock included', async () => {
    const run = async (account: string) => {
      const codes = [];
      for (let i = 1; i <= 6; i++)
        codes.push((await post('/api/system/login', loginBody('100002', account, `Bad${i}`), '192.0.2.50')).body);
      return codes;
    };
    const real = await run('admin');
    expect(real.map((answer) => answer.code)).toEqual([4, 4, 4, 4, 9, 9]);
    expect(await run('ghost')).toEqual(real);
  });

  it('tells a disabled account so only to whoever knows its password', async () => {
    await t.db.query(`update users set status = 0 where account = 'finance'`);
    try {
      const wrong = await post('/api/system/login', loginBody('100001', 'finance', 'Wrong@123456'));
      const unknown = await post('/api/system/login', loginBody('100001', 'nobody', 'Wrong@123456'));
      expect(wrong.body).toEqual(unknown.body);
      const right = await post('/api/system/login', loginBody('100001', 'finance', DEMO.finance1.password));
      expect(right.body).toMatchObject({ code: 4, data: null });
      expect(right.body.msg).toContain('停用');
    } finally {
      await t.db.query(`update users set status = 1 where account = 'finance'`);
    }
  });

  it('locks the account after 5 wrong passwords, even against the right one', async () => {
    for (let i = 1; i <= 4; i++)
      expect((await post('/api/system/login', loginBody('100001', 'station', `Bad${i}`))).body.code).toBe(4);
    expect((await post('/api/system/login', loginBody('100001', 'station', 'Bad5'))).body.code).toBe(9);
    expect((await post('/api/system/login', loginBody('100001', 'station', 'Station@123456'))).body.code).toBe(9);
    await t.db.query(`update users set locked_until = now() - interval '1 second' where account = 'station'`);
    expect((await post('/api/system/login', loginBody('100001', 'station', 'Station@123456'))).body.code).toBe(0);
  });

  it('requires a valid single-use SMS code where the seller demands one', async () => {
    const { sellerNumber, account, password } = DEMO.smsCaptcha;
    const body = loginBody(sellerNumber, account, password);
    expect((await post('/api/system/login', body)).body.code).toBe(7);
    const sent = await post('/api/system/sms/captcha', { sellerNumber, account });
    expect(sent.body).toMatchObject({ code: 0, data: { expiresInSeconds: 300 } });
    const code = await lastSmsCode(t.db, '13800000003');
    // Asked again within the minute: the same answer, and no second message.
    expect((await post('/api/system/sms/captcha', { sellerNumber, account })).body).toEqual(sent.body);
    const sentCount = await t.db.query<{ n: number }>(
      `select count(*) as n from sms_outbox where phone = '13800000003'`,
    );
    expect(sentCount.rows[0].n).toBe(1);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(
      (await post('/api/system/login', { ...body, credentials: { ...body.credentials, smsCode: wrongCode } })).body
        .code,
    ).toBe(7);
    const withCode = { ...body, credentials: { ...body.credentials, smsCode: code } };
    expect((await post('/api/system/login', withCode)).body.code).toBe(0);
    expect((await post('/api/system/login', withCode)).body.code).toBe(7);
  });

  it('answers 921 outside the allowed IPs, and /iplogin finishes with an SMS code', async () => {
    const { sellerNumber, account, password } = DEMO.ipRestricted;
    const refused = await post('/api/system/login', loginBody(sellerNumber, account, password), '127.0.0.1');
    expect(refused.body.code).toBe(921);
    const ticket = refused.body.data.ipLoginTicket as string;
    expect(ticket).toBeTruthy();
    expect((await post('/api/system/sms/captcha', { ipLoginTicket: ticket })).body.code).toBe(0);
    const code = await lastSmsCode(t.db, '13800000004');
    const done = await post('/api/system/sms/login', { ipLoginTicket: ticket, smsCode: code });
    expect(done.body).toMatchObject({ code: 0, data: { sellerNumber } });
    // The ticket is used up: it cannot start a second session.
    expect((await post('/api/system/sms/login', { ipLoginTicket: ticket, smsCode: code })).body.code).toBe(2);
    // From an allowed address the password alone is enough.
    expect((await post('/api/system/login', loginBody(sellerNumber, account, password), '10.20.30.40')).body.code).toBe(
      0,
    );
  });

  it('stores only a salted slow hash of the MD5 digest', async () => {
    const { rows } = await t.db.query<{ password: string }>(`select password from users where account = 'viewer'`);
    expect(rows[0].password).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(rows[0].password).not.toContain('Viewer');
  });
});
