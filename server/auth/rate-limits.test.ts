import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginBody, type TestApp } from '../test-support/test-app';
import { DEFAULT_AUTH_RATE_LIMITS } from './rate-limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Calls a route `count` times from one address, one after the other; answers the last answer. */
async function repeat(count: number, url: string, body: unknown | ((i: number) => unknown), ip: string) {
  let last;
  for (let i = 0; i < count; i++) {
    const payload = (typeof body === 'function' ? body(i) : body) as object;
    last = await t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  }
  return last!;
}

describe('per-IP rate limits on login, SMS and tickets', () => {
  it(`login: ${DEFAULT_AUTH_RATE_LIMITS.login} a minute per address, then a clear refusal; other addresses go on`, async () => {
    // A name each, as a password spray would go: no account lockout stops it.
    const attempt = (i: number) => loginBody('100001', `nobody${i}`, 'Wrong@123456');
    const last = await repeat(DEFAULT_AUTH_RATE_LIMITS.login, '/api/system/login', attempt, '203.0.113.1');
    expect(last.json().code).toBe(4);
    const refused = await repeat(1, '/api/system/login', attempt(0), '203.0.113.1');
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ code: 14, success: false, data: null });
    expect(refused.json().msg).toMatch(/操作过于频繁.*too many login attempts from this address/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits: the limit is not a lockout an attacker could test around.
    const right = await repeat(1, '/api/system/login', loginBody('100001', 'admin', 'Admin@123456'), '203.0.113.1');
    expect(right.json().code).toBe(14);
    const elsewhere = await repeat(1, '/api/system/login', loginBody('100001', 'admin', 'Admin@123456'), '203.0.113.2');
    expect(elsewhere.json().code).toBe(0);
  });

  it(`SMS: ${DEFAULT_AUTH_RATE_LIMITS.sms} a minute per address, captcha and SMS login each`, async () => {
    const ask = { sellerNumber: '100001', account: 'nobody' };
    expect(
      (await repeat(DEFAULT_AUTH_RATE_LIMITS.sms, '/api/system/sms/captcha', ask, '203.0.113.3')).json().code,
    ).toBe(0);
    const refused = await repeat(1, '/api/system/sms/captcha', ask, '203.0.113.3');
    expect(refused.json()).toMatchObject({ code: 14, success: false });
    expect(refused.json().msg).toContain('too many SMS requests');
    const login = { ipLoginTicket: 'forged.ticket', smsCode: '123456' };
    expect(
      (await repeat(DEFAULT_AUTH_RATE_LIMITS.sms, '/api/system/sms/login', login, '203.0.113.3')).json().code,
    ).toBe(2);
    expect((await repeat(1, '/api/system/sms/login', login, '203.0.113.3')).json().code).toBe(14);
  });

  it(`tickets: ${DEFAULT_AUTH_RATE_LIMITS.tickets} redemptions a minute per address`, async () => {
    const redeem = { ticket: 'forged.ticket' };
    const last = await repeat(DEFAULT_AUTH_RATE_LIMITS.tickets, '/api/system/ticket/redeem', redeem, '203.0.113.4');
    expect(last.json().code).not.toBe(14);
    const refused = await repeat(1, '/api/system/ticket/redeem', redeem, '203.0.113.4');
    expect(refused.json()).toMatchObject({ code: 14, success: false });
    expect(refused.json().msg).toContain('too many login ticket requests');
  });
});
