import type { FastifyInstance } from 'fastify';
import { md5 } from 'js-md5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('reads no proxy, a number of hops, or a list of proxy addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.5, 192.168.0.0/16,::1')).toEqual(['10.0.0.5', '192.168.0.0/16', '::1']);
  });

  it('refuses a value it does not understand, naming it', () => {
    expect(() => parseTrustProxy('yes')).toThrow(/not understood: yes/);
    expect(() => parseTrustProxy('10.0.0.5, 10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/);
  });
});

describe('the caller named by a trusted proxy', () => {
  let t: TestApp;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await t.close();
  });

  /** A login of the IP-restricted seller (allows 10.20.30.40) through a proxy at 127.0.0.1. */
  async function loginThrough(trustProxy: string, forwardedFor: string) {
    const app = await buildApp({
      db: t.db,
      bundle: t.bundle,
      trustProxy: readConfig({ TRUST_PROXY: trustProxy }).trustProxy,
    });
    apps.push(app);
    const { sellerNumber, account, password } = DEMO.ipRestricted;
    const answer = await app.inject({
      method: 'POST',
      url: '/api/system/login',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { sellerNumber, credentials: { account, password: md5(password) } },
    });
    return answer.json().code as number;
  }

  it('one hop: the address our proxy saw counts, not one the caller wrote before it', async () => {
    expect(await loginThrough('1', '10.20.30.40')).toBe(0);
    expect(await loginThrough('1', '10.20.30.40, 203.0.113.9')).toBe(921);
  });

  it('a list: only the listed proxies may name the caller', async () => {
    expect(await loginThrough('127.0.0.1', '10.20.30.40')).toBe(0);
    expect(await loginThrough('127.0.0.1', '10.20.30.40, 203.0.113.9')).toBe(921);
    expect(await loginThrough('192.0.2.1', '10.20.30.40')).toBe(921);
  });
});
