import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

let t: TestApp;
let admin: string;
let sellerId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  const { rows } = await t.db.query<{ id: number }>(`select id from sellers where seller_number = '100001'`);
  sellerId = Number(rows[0].id);
});
afterAll(() => t?.close());

const page = async (resource: string, filters: object, pageSize = 500) =>
  (await t.call(`/api/${resource}/page`, { body: { pageNo: 1, pageSize, filters }, token: admin })).body;

describe("filters on a referenced entity's field", () => {
  it('lists the piles of stations in a city, and only those', async () => {
    const { rows } = await t.db.query<{ city: string; n: number }>(
      `select s.city, count(*)::int as n from pile p join station s on s.id = p.station_id
       where p.seller_id = $1 group by s.city order by n desc limit 1`,
      [sellerId],
    );
    const { city, n } = rows[0];
    const answer = await page('config/pile', { 'stationId.city': city });
    expect(answer.code).toBe(0);
    expect(answer.data.totalCount).toBe(Number(n));
    const stationIds = new Set(answer.data.data.map((pile: { stationId: number }) => pile.stationId));
    const { rows: cities } = await t.db.query<{ city: string }>(
      `select distinct city from station where id = any($1)`,
      [[...stationIds]],
    );
    expect(cities.map((c) => c.city)).toEqual([city]);
  });

  it("matches by the referenced field's own filter mode (contains for text)", async () => {
    const all = await page('config/pile', {});
    const some = await page('config/pile', { 'stationId.city': '深圳' });
    expect(some.code).toBe(0);
    expect(some.data.totalCount).toBeGreaterThan(0);
    expect(some.data.totalCount).toBeLessThanOrEqual(all.data.totalCount);
  });

  it('binds the value: quotes and SQL in it match nothing and break nothing', async () => {
    const answer = await page('config/pile', { 'stationId.city': `' or 1=1 --` });
    expect(answer.code).toBe(0);
    expect(answer.data.totalCount).toBe(0);
  });

  it('refuses paths the schema does not list, and fields the referenced entity lacks', async () => {
    for (const name of ['stationId.address', 'stationId.nope', 'pileTypeId.city', 'station.city']) {
      const answer = await page('config/pile', { [name]: 'x' });
      expect(answer.code).toBe(10);
      expect(answer.data.errors[0].field).toBe(name);
    }
  });
});

describe('default date ranges', () => {
  it('opens a ledger on the current month when no range is sent, and shows older rows when asked', async () => {
    await t.db.query(
      `insert into account_flow (seller_id, flow_no, amount, created_at, updated_at)
       values ($1, 'OLD1', -100, now() - interval '400 days', now() - interval '400 days'),
              ($1, 'NEW1', -200, now(), now())`,
      [sellerId],
    );
    const current = await page('bill/accountFlow', {});
    const numbers = current.data.data.map((row: { flowNo: string }) => row.flowNo);
    expect(numbers).toContain('NEW1');
    expect(numbers).not.toContain('OLD1');
    const year = new Date().getFullYear();
    const wide = await page('bill/accountFlow', {
      createdAt: [`${year - 2}-01-01`, `${year}-12-31`],
      flowNo: 'OLD1',
    });
    expect(wide.data.data.map((row: { flowNo: string }) => row.flowNo)).toContain('OLD1');
  });
});
