import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODES } from '../../src/meta/api-codes';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

/**
 * The server seller manager (/system/platform/serverSeller): which seller each server domain
 * opens, with its footer and copyright. The platform administrator's alone: a seller neither
 * sees it in its menu nor reaches its routes, even when a grant of its keys slips through.
 */
let t: TestApp;
let platform: string;
let admin1: string;
beforeAll(async () => {
  t = await createTestApp();
  platform = await t.login(DEMO.platform.sellerNumber, DEMO.platform.account, DEMO.platform.password);
  admin1 = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
});
afterAll(() => t.close());

const api = (operation: string) => `/api/system/serverSeller/${operation}`;
type Entry = {
  id: number;
  domain: string;
  sellerNumber: string;
  enableStatus: number;
  $labels: Record<string, string>;
};

async function sellerIdOf(sellerNumber: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(`select id from sellers where seller_number = $1`, [sellerNumber]);
  return Number(rows[0].id);
}

describe('server seller manager', () => {
  it("lists a domain per demo seller with that seller's number and name, sorted by domain", async () => {
    const page = await t.call(api('page'), { token: platform, body: { pageNo: 1, pageSize: 20 } });
    expect(page.body.code, page.body.msg).toBe(API_CODES.OK);
    const rows = page.body.data.data as Entry[];
    expect(rows.map((row) => row.domain)).toEqual([...rows.map((row) => row.domain)].sort());
    const own = rows.find((row) => row.domain === 's100001.evcharge.example.cn')!;
    expect(own).toMatchObject({ sellerNumber: '100001', enableStatus: 1 });
    expect(own.$labels.boundSellerId).toBe('绿道充电科技有限公司');
    expect(rows.find((row) => row.domain === 'old-volt.evcharge.example.cn')).toMatchObject({ enableStatus: 0 });
  });

  it('saves a domain with the number of the seller it names, and refuses a malformed or taken domain', async () => {
    const boundSellerId = await sellerIdOf('100002');
    const body = { domain: 'volt-new.example.cn', boundSellerId, sellerName: 2, footer: '伏特城市能源' };
    const saved = await t.call(api('save'), { token: platform, body: { ...body, sellerNumber: '999999' } });
    expect(saved.body.code, saved.body.msg).toBe(API_CODES.OK);
    expect(saved.body.data).toMatchObject({ domain: 'volt-new.example.cn', sellerNumber: '100002', enableStatus: 1 });

    const malformed = await t.call(api('save'), { token: platform, body: { ...body, domain: 'not a host/' } });
    expect(malformed.body.code).toBe(API_CODES.VALIDATION_FAILED);
    expect(malformed.body.data.errors[0].field).toBe('domain');
    const taken = await t.call(api('save'), { token: platform, body });
    expect(taken.body).toMatchObject({ code: API_CODES.CONFLICT, msg: '服务器域名已存在：volt-new.example.cn' });
    const unknown = await t.call(api('save'), {
      token: platform,
      body: { ...body, domain: 'nobody.example.cn', boundSellerId: 987654 },
    });
    expect(unknown.body.code).toBe(API_CODES.VALIDATION_FAILED);

    // Moving the domain to another seller moves its number with it.
    const moved = await t.call(api('update'), {
      token: platform,
      body: { id: saved.body.data.id, boundSellerId: await sellerIdOf('100003') },
    });
    expect(moved.body.code, moved.body.msg).toBe(API_CODES.OK);
    expect(moved.body.data.sellerNumber).toBe('100003');
  });

  it('forbids an enabled domain and enables it again', async () => {
    const page = await t.call(api('page'), { token: platform, body: { filters: { domain: 's100004' } } });
    const [entry] = page.body.data.data as Entry[];
    expect(entry.domain).toBe('s100004.evcharge.example.cn');
    const forbidden = await t.call(api('forbid'), { token: platform, body: { ids: [entry.id] } });
    expect(forbidden.body.code, forbidden.body.msg).toBe(API_CODES.OK);
    const again = await t.call(api('forbid'), { token: platform, body: { ids: [entry.id] } });
    expect(again.body.code).toBe(API_CODES.STATUS_NOT_ALLOWED);
    expect((await t.call(api('get'), { token: platform, body: { id: entry.id } })).body.data.enableStatus).toBe(0);
    expect((await t.call(api('enable'), { token: platform, body: { ids: [entry.id] } })).body.code).toBe(API_CODES.OK);
    expect((await t.call(api('get'), { token: platform, body: { id: entry.id } })).body.data.enableStatus).toBe(1);
  });

  it("is not in a seller administrator's menu, and its routes refuse one", async () => {
    const menu = (await t.call('/api/system/user/permissions', { token: admin1 })).body.data as { id: string }[];
    expect(menu.map((row) => row.id)).not.toContain('serverSeller');
    const platformMenu = (await t.call('/api/system/user/permissions', { token: platform })).body.data as {
      id: string;
    }[];
    expect(platformMenu.map((row) => row.id)).toContain('serverSeller');
    for (const [operation, body] of [
      ['page', {}],
      ['get', { id: 1 }],
      ['save', { domain: 'mine.example.cn', boundSellerId: await sellerIdOf('100001'), sellerName: 1 }],
      ['forbid', { ids: [1] }],
      ['delete', { ids: [1] }],
    ] as const) {
      expect((await t.call(api(operation), { token: admin1, body })).status, operation).toBe(403);
    }
  });

  it('refuses a seller administrator even when its seller was granted the page', async () => {
    await t.db.query(
      `insert into seller_permissions (seller_id, permission_id)
       select $1, id from permissions where id = 'serverSeller' or pid = 'serverSeller' on conflict do nothing`,
      [await sellerIdOf('100001')],
    );
    const token = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
    const menu = (await t.call('/api/system/user/permissions', { token })).body.data as { id: string }[];
    expect(menu.map((row) => row.id)).toContain('serverSeller');
    const page = await t.call(api('page'), { token, body: {} });
    expect(page.status).toBe(403);
    expect(page.body.msg).toContain('only the platform administrator');
    const forbid = await t.call(api('forbid'), { token, body: { ids: [1] } });
    expect(forbid.status).toBe(403);
  });
});
