import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { HSTS, inlineScriptHashes } from './security-headers';

const START_UP = `window.__boot = 1;`;
const INDEX_HTML = `<!doctype html><html><head><script>${START_UP}</script></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

let t: TestApp;
let distDir: string;
let withWebApp: FastifyInstance;
let behindProxy: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'security-headers-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  withWebApp = await buildApp({ db: t.db, bundle: t.bundle, distDir });
  behindProxy = await buildApp({ db: t.db, bundle: t.bundle, trustProxy: readConfig({ TRUST_PROXY: '1' }).trustProxy });
});
afterAll(async () => {
  await withWebApp.close();
  await behindProxy.close();
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('every answer forbids sniffing, framing by other sites and cross-site referrers', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('same-origin');
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    const csp = directives(String(answer.headers['content-security-policy']));
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-eval'"]);
  });

  it("the web app's page allows its own inline start-up script by hash, and no other inline script", async () => {
    const page = await withWebApp.inject({ method: 'GET', url: '/login' });
    expect(page.body).toContain(START_UP);
    const scripts = directives(String(page.headers['content-security-policy']))['script-src'];
    // 'unsafe-eval' is Formily's (it compiles the form schemas' expressions); no inline script
    // runs but the start-up script.
    expect(scripts).toEqual(["'self'", "'unsafe-eval'", ...inlineScriptHashes(INDEX_HTML)]);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(inlineScriptHashes(INDEX_HTML)).toEqual([
      `'sha256-${Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(START_UP))).toString('base64')}'`,
    ]);
  });

  it('sends HSTS only over HTTPS, and believes X-Forwarded-Proto only from a trusted proxy', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const spoofed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const proxied = await behindProxy.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(proxied.headers['strict-transport-security']).toBe(HSTS);
  });
});
