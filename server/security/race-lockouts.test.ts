import { md5 } from 'js-md5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILED_ATTEMPTS } from '../auth/lockout';
import { createTestApp, DEMO, lastSmsCode, loginBody, type TestApp } from '../test-support/test-app';
import { countCodes, race, raceIp } from './race-helpers';

/**
 * Races: N wrong attempts at once against each lockout (passwords, old passwords, SMS codes)
 * and the SMS send limits. Whatever the interleaving, at most the allowed number of wrong
 * attempts is told apart from a lock, and the right secret is refused once the limit is hit.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PARALLEL = 60;
/** Sixty scrypt checks at once take seconds on a busy machine. */
const RACE_TIMEOUT_MS = 90_000;
const LOCKED = 9;
const WRONG_DETAILS = 4;
const CAPTCHA_WRONG = 7;

const post = (url: string, body: unknown, ip: string, token?: string) => t.call(url, { body, ip, token });
const login = (who: { sellerNumber: string; account: string }, password: string, ip: string) =>
  post('/api/system/login', loginBody(who.sellerNumber, who.account, password), ip);
const outboxCount = async (phone: string) =>
  (await t.db.query<{ n: number }>(`select count(*) as n from sms_outbox where phone = $1`, [phone])).rows[0].n;

/** A fresh 921 ticket for the IP-restricted demo seller, from an address it does not allow. */
async function ipLoginTicket(): Promise<string> {
  const refused = await login(DEMO.ipRestricted, DEMO.ipRestricted.password, raceIp(0));
  expect(refused.body.code).toBe(921);
  return refused.body.data.ipLoginTicket as string;
}

describe('Races: lockouts and SMS limits', () => {
  it(
    `${PARALLEL} parallel wrong passwords: at most ${MAX_FAILED_ATTEMPTS} evaluated, and the right one sent with them is refused`,
    async () => {
      // The right password goes last: it is read before the lock but checked after it, and must
      // not lift the lock that the wrong ones set meanwhile.
      const answers = await race(PARALLEL + 1, (i) =>
        login(DEMO.station1, i === PARALLEL ? DEMO.station1.password : `Wrong@${i}x`, raceIp(i)),
      );
      const counts = countCodes(answers.slice(0, PARALLEL));
      expect((counts[WRONG_DETAILS] ?? 0) + 1).toBeLessThanOrEqual(MAX_FAILED_ATTEMPTS);
      expect(counts[LOCKED]).toBeGreaterThanOrEqual(PARALLEL - MAX_FAILED_ATTEMPTS + 1);
      expect(answers[PARALLEL].body).toMatchObject({ code: LOCKED, data: null });
      expect((await login(DEMO.station1, DEMO.station1.password, raceIp(PARALLEL))).body.code).toBe(LOCKED);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    `${PARALLEL} parallel wrong old passwords lock the account the same way`,
    async () => {
      const token = await t.login(DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password);
      const me = (await t.call('/api/system/user/info', { token })).body.data;
      const check = (password: string, ip: string) =>
        post(
          '/api/system/user/checkOldPassword',
          { id: me.id, sellerId: me.sellerId, account: me.account, password: md5(password) },
          ip,
          token,
        );
      const answers = await race(PARALLEL + 1, (i) =>
        check(i === PARALLEL ? DEMO.viewer1.password : `Wrong@${i}x`, raceIp(i)),
      );
      const counts = countCodes(answers.slice(0, PARALLEL));
      expect(answers[PARALLEL].body.code).toBe(LOCKED);
      expect(counts[LOCKED]).toBeGreaterThanOrEqual(PARALLEL - MAX_FAILED_ATTEMPTS + 1);
      expect(PARALLEL - counts[LOCKED]).toBeLessThan(MAX_FAILED_ATTEMPTS);
      expect((await check(DEMO.viewer1.password, raceIp(PARALLEL))).body.code).toBe(LOCKED);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    `${PARALLEL} parallel wrong SMS codes on an IP login: at most 5 guessed, then the right code is refused`,
    async () => {
      const ticket = await ipLoginTicket();
      expect((await post('/api/system/sms/captcha', { ipLoginTicket: ticket }, raceIp(0))).body.code).toBe(0);
      const code = await lastSmsCode(t.db, '13800000004');
      const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      const answers = await race(PARALLEL, (i) =>
        post('/api/system/sms/login', { ipLoginTicket: ticket, smsCode: wrong(i) }, raceIp(i)),
      );
      expect(countCodes(answers)).toEqual({ [CAPTCHA_WRONG]: PARALLEL });
      const { rows } = await t.db.query<{ attempts: number }>(
        `select attempts from sms_codes where phone = '13800000004' order by id desc limit 1`,
      );
      expect(rows[0].attempts).toBeLessThanOrEqual(5);
      const right = await post('/api/system/sms/login', { ipLoginTicket: ticket, smsCode: code }, raceIp(PARALLEL));
      expect(right.body.code).toBe(CAPTCHA_WRONG);
      expect(right.body.data?.token).toBeUndefined();
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'parallel wrong SMS codes beside the right password: the right code is refused after the limit',
    async () => {
      const { sellerNumber, account, password } = DEMO.smsCaptcha;
      expect((await post('/api/system/sms/captcha', { sellerNumber, account }, raceIp(0))).body.code).toBe(0);
      const code = await lastSmsCode(t.db, '13800000003');
      const withCode = (smsCode: string) => {
        const body = loginBody(sellerNumber, account, password);
        return { ...body, credentials: { ...body.credentials, smsCode } };
      };
      const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      const answers = await race(20, (i) => post('/api/system/login', withCode(wrong(i)), raceIp(i)));
      expect(countCodes(answers)).toEqual({ [CAPTCHA_WRONG]: 20 });
      expect((await post('/api/system/login', withCode(code), raceIp(20))).body.code).toBe(CAPTCHA_WRONG);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    `${PARALLEL} parallel SMS requests for one phone send one code`,
    async () => {
      const ticket = await ipLoginTicket();
      await t.db.query(`delete from sms_codes where phone = '13800000004'`);
      const before = await outboxCount('13800000004');
      const answers = await race(PARALLEL, (i) =>
        post('/api/system/sms/captcha', { ipLoginTicket: ticket }, raceIp(i)),
      );
      expect(countCodes(answers)).toEqual({ 0: 1, 14: PARALLEL - 1 });
      expect((await outboxCount('13800000004')) - before).toBe(1);

      const { sellerNumber, account } = DEMO.smsCaptcha;
      await t.db.query(`delete from sms_codes where phone = '13800000003'`);
      const beforeByAccount = await outboxCount('13800000003');
      await race(PARALLEL, (i) => post('/api/system/sms/captcha', { sellerNumber, account }, raceIp(i)));
      expect((await outboxCount('13800000003')) - beforeByAccount).toBe(1);
    },
    RACE_TIMEOUT_MS,
  );
});
