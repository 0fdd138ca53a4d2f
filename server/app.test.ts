import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createTestApp, DEMO, type TestApp } from './test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the app', () => {
  it('answers health and unknown API paths as JSON', async () => {
    expect((await t.call('/api/health')).body).toMatchObject({ code: 0, data: { status: 'up' } });
    const missing = await t.call('/api/config/nothing/page', { body: {} });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, success: false });
  });

  it('gives each seller its own branding, by form field or JSON', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/config/sellerBasicsConfig/get',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'sellerId=100001',
    });
    const one = form.json().data;
    const two = (await t.call('/api/config/sellerBasicsConfig/get', { body: { sellerId: '100002' } })).body.data;
    expect(one).toMatchObject({ sellerNumber: '100001', platformName: '绿道充电' });
    expect(two.platformName).not.toBe(one.platformName);
    expect(one).not.toHaveProperty('allowedIps');
    const sms = (await t.call('/api/config/sellerBasicsConfig/get', { body: { sellerId: '100003' } })).body.data;
    expect(sms.requiresSmsCaptcha).toBe(true);
  });

  it('records system writes in the audit log', async () => {
    const token = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
    // permissionManage is the platform's: a seller cannot hand it to its roles.
    const saved = await t.call('/api/system/role/save', { token, body: { name: 'auditor' } });
    const id = saved.body.data.id;
    const grant = (permissionIds: string[]) =>
      t.call('/api/system/role/savePermissions', { token, body: { id, permissionIds } });
    expect((await grant(['roleManage:query', 'permissionManage:edit'])).status).toBe(403);
    expect((await grant(['roleManage:query'])).body.code).toBe(0);
    const held = await t.call('/api/system/role/permissions', { token, body: { id } });
    expect(held.body.data).toEqual(['roleManage:query']);
    const { rows } = await t.db.query<{ entity: string; action: string; after: Record<string, unknown> }>(
      `select entity, action, after from audit_log where row_id = $1 and entity = 'role' order by id`,
      [id],
    );
    expect(rows).toEqual([
      {
        entity: 'role',
        action: 'save',
        after: expect.objectContaining({ name: 'auditor', description: null, code: null, sort: 0, dataScope: 'all' }),
      },
      { entity: 'role', action: 'savePermissions', after: { permissionIds: ['roleManage:query'] } },
    ]);
  });

  it('serves the web app with a fallback to index.html, but never for /api', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'charge-ops-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<html>console</html>');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    const app = await buildApp({ db: t.db, bundle: t.bundle, distDir: dist });
    try {
      expect((await app.inject({ url: '/business/station' })).body).toContain('console');
      expect((await app.inject({ url: '/api/unknown' })).statusCode).toBe(404);
      // Hashed assets are kept for good; the page naming them is asked for again each time.
      const asset = await app.inject({ url: '/assets/index-abc123.js' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await app.inject({ url: '/' })).headers['cache-control']).toBe('no-cache');
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
