import { md5 } from 'js-md5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, loginBody, type TestApp } from '../test-support/test-app';

let t: TestApp;
let token: string;
let me: { id: number; sellerId: number; account: string };
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(DEMO.finance1.sellerNumber, DEMO.finance1.account, DEMO.finance1.password);
  me = (await t.call('/api/system/user/info', { token })).body.data;
});
afterAll(() => t.close());

const who = () => ({ id: me.id, sellerId: me.sellerId, account: me.account });
const update = (newPassword: string, old: string = DEMO.finance1.password, as = token, target = who()) =>
  t.call('/api/system/user/updatePassword', {
    token: as,
    body: { ...target, password: md5(newPassword), oldPassword: md5(old), newPassword },
  });

describe('passwords', () => {
  it('checks the old password', async () => {
    const check = (password: string) =>
      t.call('/api/system/user/checkOldPassword', { token, body: { ...who(), password: md5(password) } });
    expect((await check(DEMO.finance1.password)).body.code).toBe(0);
    expect((await check('Nope@1234567')).body.code).not.toBe(0);
  });

  it('locks the account after 5 wrong old passwords, and the right one is refused then', async () => {
    const viewer = await t.login(DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password);
    const self = (await t.call('/api/system/user/info', { token: viewer })).body.data;
    const check = (password: string) =>
      t.call('/api/system/user/checkOldPassword', {
        token: viewer,
        body: { id: self.id, sellerId: self.sellerId, account: self.account, password: md5(password) },
      });
    for (let i = 1; i <= 4; i++) expect((await check(`Wrong@${i}23456789`)).body.code).toBe(10);
    expect((await check('Wrong@523456789')).body.code).toBe(9);
    expect((await check(DEMO.viewer1.password)).body.code).toBe(9);
    // The same lock keeps the login closed: the old-password check cannot guess past it.
    const login = await t.call('/api/system/login', { body: loginBody('100001', 'viewer', DEMO.viewer1.password) });
    expect(login.body.code).toBe(9);
  });

  it('refuses a new password that breaks the user password rule', async () => {
    for (const weak of ['short@A1', 'alllowercase1', 'NoDigitsOrSpecial']) {
      const answer = await update(weak);
      expect(answer.body.code).toBe(10);
      expect(answer.body.msg).toContain('10位及以上');
    }
  });

  it("refuses changing someone else's password", async () => {
    const answer = await update('Changed@123456', DEMO.finance1.password, token, { ...who(), id: me.id - 1 });
    expect(answer.status).toBe(403);
  });

  it('changes the password, ends the other sessions, and the new one logs in', async () => {
    const other = await t.login(DEMO.finance1.sellerNumber, DEMO.finance1.account, DEMO.finance1.password);
    expect((await update('Changed@123456', 'Wrong@1234567')).body.code).toBe(10);
    expect((await update('Changed@123456')).body.code).toBe(0);
    expect((await t.call('/api/system/user/info', { token })).body.code).toBe(0);
    expect((await t.call('/api/system/user/info', { token: other })).body.code).toBe(2);
    const login = (password: string) => t.call('/api/system/login', { body: loginBody('100001', 'finance', password) });
    expect((await login(DEMO.finance1.password)).body.code).toBe(4);
    expect((await login('Changed@123456')).body.code).toBe(0);
  });
});
