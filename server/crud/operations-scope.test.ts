import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

/**
 * `operations` and `scope`, through the real schemas that use them: the pile online log
 * (read-only), the help centre (platform rows) and the seller lists (crossTenant).
 */
let t: TestApp;
const tokens: Record<'platform' | 'admin1' | 'admin2', string> = { platform: '', admin1: '', admin2: '' };
const sellerIds = new Map<string, number>();
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['platform', 'admin1', 'admin2'] as const)
    tokens[who] = await t.login(DEMO[who].sellerNumber, DEMO[who].account, DEMO[who].password);
  const { rows } = await t.db.query<{ id: number; number: string }>(`select id, seller_number as number from sellers`);
  for (const row of rows) sellerIds.set(row.number, Number(row.id));
});
afterAll(() => t?.close());

const count = async (sql: string, params: unknown[] = []) =>
  (await t.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0].n;
const post = (url: string, who: keyof typeof tokens, body: unknown = {}) => t.call(url, { token: tokens[who], body });

describe('operations: a read-only log', () => {
  const base = '/api/config/pileOnlineLog';

  it('lists, shows and exports the seller’s own rows', async () => {
    const page = await post(`${base}/page`, 'admin1', { pageNo: 1, pageSize: 5 });
    expect(page.body.code).toBe(0);
    expect(page.body.data.totalCount).toBe(
      await count(`pile_online_log where seller_id = $1`, [sellerIds.get(DEMO.admin1.sellerNumber)]),
    );
    const [first] = page.body.data.data;
    expect(first.$labels.pileId).toEqual(expect.any(String));
    expect((await post(`${base}/get`, 'admin1', { id: first.id })).body.data.id).toBe(first.id);
    const exported = await t.app.inject({
      method: 'POST',
      url: `${base}/export`,
      headers: { authorization: tokens.admin1 },
      payload: { pageSize: -1 },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
  });

  it('has no write routes at all, even for the administrator who holds everything', async () => {
    const before = await count('pile_online_log');
    const [{ id }] = (await t.db.query<{ id: number }>(`select id from pile_online_log limit 1`)).rows;
    for (const operation of ['save', 'update', 'delete', 'import', 'importTemplate']) {
      const answer = await post(`${base}/${operation}`, 'platform', { id, ids: [id], reason: 'x' });
      expect(answer.status, operation).toBe(404);
    }
    expect(await count('pile_online_log')).toBe(before);
  });

  it('registers no write permission buttons and documents no write routes', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      `select id from permissions where pid = 'pileOnlineLog' order by id`,
    );
    expect(rows.map((row) => row.id)).toEqual(['pileOnlineLog:export', 'pileOnlineLog:get', 'pileOnlineLog:query']);
    // The OpenAPI document is answered as it is, not in the { code, data } envelope.
    const document = (await t.call('/api/openapi.json', { token: tokens.admin1 })).body as unknown as {
      paths: Record<string, unknown>;
    };
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => path.startsWith(base)).sort()).toEqual(
      // Reads only: the list, one row, its options, its export and its aggregates (charts, totals).
      ['aggregate', 'aggregateExport', 'export', 'get', 'options', 'page'].map((read) => `${base}/${read}`),
    );
  });
});

describe('scope platform: the help centre', () => {
  const base = '/api/system/helpItem';
  const platformRows = () => count(`help_item where seller_id = $1`, [sellerIds.get(DEMO.platform.sellerNumber)]);

  it('shows every seller the platform’s rows', async () => {
    const total = await platformRows();
    expect(total).toBeGreaterThan(0);
    for (const who of ['admin1', 'admin2', 'platform'] as const) {
      const page = await post(`${base}/page`, who, { pageNo: 1, pageSize: 50 });
      expect(page.body.code, who).toBe(0);
      expect(page.body.data.totalCount, who).toBe(total);
    }
  });

  it('lets only the platform administrator write them: sellers get HTTP 403 and nothing changes', async () => {
    const [row] = (await post(`${base}/page`, 'admin1', { pageNo: 1, pageSize: 1 })).body.data.data;
    const before = await t.db.query(`select * from help_item order by id`);
    const attempts: [string, unknown][] = [
      ['save', { title: '商户写入', category: 1, content: '不应写入', sort: 1 }],
      ['update', { id: row.id, title: '改掉' }],
      ['delete', { ids: [row.id] }],
      ['takeDown', { ids: [row.id] }],
    ];
    for (const [operation, body] of attempts) {
      const answer = await post(`${base}/${operation}`, 'admin1', body);
      expect(answer.status, operation).toBe(403);
    }
    expect((await t.db.query(`select * from help_item order by id`)).rows).toEqual(before.rows);
    // Nor do the seller's menus offer them: only the read buttons were granted.
    const { rows } = await t.db.query<{ id: string }>(
      `select permission_id as id from seller_permissions where seller_id = $1 and permission_id like 'helpItem%' order by 1`,
      [sellerIds.get(DEMO.admin1.sellerNumber)],
    );
    expect(rows.map((r) => r.id)).toEqual(['helpItem', 'helpItem:export', 'helpItem:get', 'helpItem:query']);

    // Granted the write keys by mistake, the seller is still refused: the scope decides.
    const seller1 = sellerIds.get(DEMO.admin1.sellerNumber);
    await t.db.query(
      `insert into seller_permissions (seller_id, permission_id)
       select $1, id from permissions where id in ('helpItem:add', 'helpItem:takeDown') on conflict do nothing`,
      [seller1],
    );
    try {
      for (const [operation, body] of attempts.filter(([name]) => name === 'save' || name === 'takeDown')) {
        expect((await post(`${base}/${operation}`, 'admin1', body)).status, operation).toBe(403);
      }
      expect((await t.db.query(`select * from help_item order by id`)).rows).toEqual(before.rows);
    } finally {
      await t.db.query(
        `delete from seller_permissions where seller_id = $1 and permission_id in ('helpItem:add', 'helpItem:takeDown')`,
        [seller1],
      );
    }
  });

  it('takes the platform administrator’s new row to every seller at once', async () => {
    const saved = await post(`${base}/save`, 'platform', {
      title: '如何导出订单',
      category: 3,
      content: '列表右上角“导出”。',
      sort: 99,
    });
    expect(saved.body.code).toBe(0);
    const published = await post(`${base}/publish`, 'platform', { ids: [saved.body.data.id] });
    expect(published.body.code).toBe(0);
    const seen = await post(`${base}/get`, 'admin2', { id: saved.body.data.id });
    expect(seen.body.data).toMatchObject({ title: '如何导出订单', publishStatus: 1 });
  });
});

describe('scope crossTenant: the seller lists', () => {
  it('shows the platform administrator every seller’s piles, with the seller named and filterable', async () => {
    const all = await post('/api/config/sellerPile/page', 'platform', { pageNo: 1, pageSize: 100 });
    expect(all.body.code).toBe(0);
    expect(all.body.data.totalCount).toBe(await count('pile'));
    const sellersSeen = new Set(
      all.body.data.data.map((row: { $labels: { sellerId: string } }) => row.$labels.sellerId),
    );
    expect(sellersSeen.size).toBeGreaterThan(1);

    const seller2 = sellerIds.get(DEMO.admin2.sellerNumber)!;
    const filtered = await post('/api/config/sellerPile/page', 'platform', {
      filters: { sellerId: seller2 },
      pageSize: 100,
    });
    expect(filtered.body.data.totalCount).toBe(await count(`pile where seller_id = $1`, [seller2]));
    for (const row of filtered.body.data.data) expect(row.sellerId).toBe(seller2);

    // Another seller's station is named in the detail too.
    const detail = await post('/api/config/sellerPile/get', 'platform', { id: filtered.body.data.data[0].id });
    expect(detail.body.data.$labels).toMatchObject({ sellerId: expect.any(String), stationId: expect.any(String) });
  });

  it('lists every seller’s stations, and a station’s piles whatever its seller', async () => {
    const stations = await post('/api/config/sellerStation/page', 'platform', { pageSize: 100 });
    expect(stations.body.data.totalCount).toBe(await count('station'));
    const seller2 = sellerIds.get(DEMO.admin2.sellerNumber)!;
    const station = stations.body.data.data.find((row: { sellerId: number }) => row.sellerId === seller2);
    expect(station.$labels.sellerId).toBe('伏特城市能源有限公司');
    const piles = await post('/api/config/sellerPile/page', 'platform', { filters: { stationId: station.id } });
    expect(piles.body.data.totalCount).toBe(await count(`pile where station_id = $1`, [station.id]));
    for (const pile of piles.body.data.data) expect(pile.$labels.stationId).toBe(station.name);
  });

  it('lists the sellers themselves', async () => {
    const page = await post('/api/system/sellerList/page', 'platform', { pageNo: 1, pageSize: 20 });
    expect(page.body.data.totalCount).toBe(await count('sellers'));
    expect(page.body.data.data.map((row: { sellerNumber: string }) => row.sellerNumber)).toContain('100002');
  });

  it('refuses every other seller with HTTP 403, even one granted the screen by mistake', async () => {
    const seller1 = sellerIds.get(DEMO.admin1.sellerNumber)!;
    expect(
      await count(
        `seller_permissions where seller_id = $1 and permission_id like any(array['sellerPiles%', 'sellerList%', 'sellerStations%'])`,
        [seller1],
      ),
    ).toBe(0);
    await t.db.query(
      `insert into seller_permissions (seller_id, permission_id)
       select $1, id from permissions where id like any(array['sellerPiles%', 'sellerList%', 'sellerStations%'])`,
      [seller1],
    );
    try {
      for (const url of [
        '/api/config/sellerPile/page',
        '/api/config/sellerPile/get',
        '/api/system/sellerList/page',
        '/api/config/sellerStation/page',
      ]) {
        const answer = await post(url, 'admin1', { id: 1 });
        expect(answer.status, url).toBe(403);
        expect(answer.body.data).toBeNull();
      }
      const options = await post('/api/system/sellerList/options', 'admin1', {});
      expect(options.status).toBe(403);
    } finally {
      await t.db.query(
        `delete from seller_permissions where seller_id = $1 and permission_id like any(array['sellerPiles%', 'sellerList%', 'sellerStations%'])`,
        [seller1],
      );
    }
  });

  it('is left out of the entity migration: its table belongs to others', async () => {
    expect(
      await count(
        `information_schema.tables where table_schema = current_schema() and table_name in ('seller_pile', 'seller_list', 'seller_station')`,
      ),
    ).toBe(0);
  });
});
