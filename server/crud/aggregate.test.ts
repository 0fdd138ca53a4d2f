import { md5 } from 'js-md5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginBody } from '../test-support/test-app';
import { createCrudTestApp, type CrudTestApp } from './testing/crud-test-app';
import { seedChargeOrders, type SellerRows } from './testing/seed-charge-orders';

/**
 * The aggregate route: every figure equals SQL over the raw rows, within the caller's seller,
 * list filters and station binding, behind the list's own action key.
 */
let t: CrudTestApp;
let mine: SellerRows;
let theirs: SellerRows;
let bound: string;
let noList: string;
const URL = '/api/bill/chargeOrder/aggregate';

const sql = async (text: string, params: unknown[]) => (await t.db.query<Record<string, unknown>>(text, params)).rows;
const num = (rows: Record<string, unknown>[], key: string) => rows.map((row) => Number(row[key]));

async function userWithRole(account: string, role: string, stationIds: number[] = []) {
  const roles = await t.db.query<{ id: number }>(
    `select r.id from roles r join sellers s on s.id = r.seller_id where s.seller_number = '100001' and r.code = $1`,
    [role],
  );
  const saved = await t.post(
    '/api/system/user/save',
    { account, name: '测试用户', password: md5('Test@1234567'), roleIds: [roles.rows[0].id], stationIds },
    t.tokens.admin1,
  );
  expect(saved.body.code, saved.body.msg).toBe(0);
  return (await t.post('/api/system/login', loginBody('100001', account, 'Test@1234567'))).body.data.token as string;
}

beforeAll(async () => {
  t = await createCrudTestApp();
  mine = await seedChargeOrders(t.db, '100001', 'A', 240);
  theirs = await seedChargeOrders(t.db, '100002', 'B', 100);
  bound = await userWithRole('aggBound', 'admin', [mine.stationIds[0]]);
  noList = await userWithRole('aggFinance', 'finance');
}, 60_000);
afterAll(() => t?.close());

describe('aggregate', () => {
  it('groups by station and month: each group and the summary equal a GROUP BY over the raw rows', async () => {
    const answer = await t.post(
      URL,
      { dimensions: ['stationId', 'startTime:month'], measures: ['count', 'sum:amount', 'avg:energy'] },
      t.tokens.admin1,
    );
    expect(answer.body.code, answer.body.msg).toBe(0);
    const expected = await sql(
      `select station_id as s, to_char(start_time, 'YYYY-MM') as m, count(*)::int as n, sum(amount)::float8 as a,
              avg(energy)::float8 as e, (select name from station where id = station_id) as label
         from charge_order where seller_id = $1 group by 1, 2 order by 1, 2`,
      [mine.sellerId],
    );
    const rows = answer.body.data.rows;
    expect(rows.map((row: Record<string, unknown>) => [Number(row.stationId), row['startTime:month']])).toEqual(
      expected.map((row) => [Number(row.s), row.m]),
    );
    expect(rows.map((row: Record<string, unknown>) => row.count)).toEqual(num(expected, 'n'));
    expect(rows.map((row: Record<string, unknown>) => row['sum:amount'])).toEqual(num(expected, 'a'));
    rows.forEach((row: Record<string, number>, i: number) =>
      expect(row['avg:energy']).toBeCloseTo(Number(expected[i].e)),
    );
    expect(rows.map((row: { $labels: Record<string, string> }) => row.$labels.stationId)).toEqual(
      expected.map((row) => row.label),
    );
    const [total] = await sql(
      `select count(*)::int as n, sum(amount)::float8 as a from charge_order where seller_id = $1`,
      [mine.sellerId],
    );
    expect(answer.body.data.summary.count).toBe(total.n);
    expect(answer.body.data.summary['sum:amount']).toBe(total.a);
  });

  it('applies the list filters, distinct counts, day buckets, orders and limits a ranking', async () => {
    const filters = { status: [2, 3], startTime: ['2025-01-03', '2025-01-06'] };
    const answer = await t.post(
      URL,
      {
        filters,
        dimensions: ['startTime:day'],
        measures: ['countDistinct:memberMobile', 'sum:amount', 'max:amount'],
        order: { by: 'sum:amount', desc: true },
        limit: 2,
      },
      t.tokens.admin1,
    );
    expect(answer.body.code, answer.body.msg).toBe(0);
    const expected = await sql(
      `select to_char(start_time::date, 'YYYY-MM-DD') as d, count(distinct member_mobile)::int as n,
              sum(amount)::float8 as a, max(amount)::float8 as x
         from charge_order where seller_id = $1 and status = any($2) and start_time >= '2025-01-03' and start_time < '2025-01-07'
        group by 1 order by 3 desc`,
      [mine.sellerId, [2, 3]],
    );
    const { rows, summary, truncated } = answer.body.data;
    expect(rows.map((row: Record<string, unknown>) => row['startTime:day'])).toEqual(
      expected.slice(0, 2).map((r) => r.d),
    );
    expect(rows.map((row: Record<string, unknown>) => row['sum:amount'])).toEqual(num(expected.slice(0, 2), 'a'));
    expect(truncated).toBe(true);
    // The summary covers every matching row, not only the two groups answered.
    expect(summary['sum:amount']).toBe(num(expected, 'a').reduce((a, b) => a + b, 0));
    // The page of the list filtered the same way counts the same rows.
    const page = await t.post('/api/bill/chargeOrder/page', { filters, pageSize: 1 }, t.tokens.admin1);
    expect(page.body.data.totalCount).toBe(
      (
        await sql(
          `select count(*)::int as n from charge_order where seller_id = $1 and status = any($2) and start_time >= '2025-01-03' and start_time < '2025-01-07'`,
          [mine.sellerId, [2, 3]],
        )
      )[0].n,
    );
  });

  it('measures only the rows with one value of a field (pivot columns)', async () => {
    const answer = await t.post(
      URL,
      { dimensions: ['stationId'], measures: ['count', 'count|status=2', 'sum:amount|status=2', 'count|paid=true'] },
      t.tokens.admin1,
    );
    expect(answer.body.code, answer.body.msg).toBe(0);
    const expected = await sql(
      `select station_id as s, count(*)::int as n, (count(*) filter (where status = 2))::int as f,
              coalesce(sum(amount) filter (where status = 2), 0)::float8 as a, (count(*) filter (where paid))::int as p
         from charge_order where seller_id = $1 group by 1 order by 1`,
      [mine.sellerId],
    );
    const rows = answer.body.data.rows as Record<string, number>[];
    expect(
      rows.map((row) => [row.count, row['count|status=2'], row['sum:amount|status=2'], row['count|paid=true']]),
    ).toEqual(expected.map((row) => [row.n, row.f, row.a, row.p]));
    expect(answer.body.data.summary['count|status=2']).toBe(expected.reduce((sum, row) => sum + Number(row.f), 0));
  });

  it('groups through one reference hop (the station’s city)', async () => {
    const answer = await t.post(URL, { dimensions: ['stationId.city'], measures: ['count'] }, t.tokens.admin1);
    expect(answer.body.code, answer.body.msg).toBe(0);
    const expected = await sql(
      `select s.city as c, count(*)::int as n from charge_order o join station s on s.id = o.station_id
        where o.seller_id = $1 group by 1 order by 1 nulls last`,
      [mine.sellerId],
    );
    expect(answer.body.data.rows.map((row: Record<string, unknown>) => [row['stationId.city'], row.count])).toEqual(
      expected.map((row) => [row.c, row.n]),
    );
  });

  it('groups by the stations’ coordinates (the region map), within a bound user’s stations', async () => {
    const body = { dimensions: ['stationId', 'stationId.longitude', 'stationId.latitude'], measures: ['count'] };
    const coordinate = (value: unknown) => (value === null ? null : Number(value));
    const placed = (rows: Record<string, unknown>[]) =>
      rows
        .map((row) => [
          Number(row.stationId),
          coordinate(row['stationId.longitude']),
          coordinate(row['stationId.latitude']),
          Number(row.count),
        ])
        .sort((a, b) => Number(a[0]) - Number(b[0]));
    const answer = await t.post(URL, body, t.tokens.admin1);
    expect(answer.body.code, answer.body.msg).toBe(0);
    const expected = await sql(
      `select s.id as "stationId", s.longitude as "stationId.longitude", s.latitude as "stationId.latitude",
              count(*)::int as count
         from charge_order o join station s on s.id = o.station_id
        where o.seller_id = $1 group by 1, 2, 3`,
      [mine.sellerId],
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.some((row) => row['stationId.longitude'] !== null)).toBe(true);
    expect(placed(answer.body.data.rows)).toEqual(placed(expected));
    const boundAnswer = await t.post(URL, body, bound);
    expect(boundAnswer.body.code, boundAnswer.body.msg).toBe(0);
    expect(placed(boundAnswer.body.data.rows)).toEqual(
      placed(expected.filter((row) => Number(row.stationId) === mine.stationIds[0])),
    );
  });

  it('never counts another seller’s rows', async () => {
    const mineAnswer = await t.post(URL, { measures: ['count', 'sum:amount'] }, t.tokens.admin1);
    const theirAnswer = await t.post(URL, { measures: ['count', 'sum:amount'] }, t.tokens.admin2);
    expect(mineAnswer.body.data.summary.count).toBe(240);
    expect(theirAnswer.body.data.summary.count).toBe(100);
    // Filtering for the other seller's station finds nothing.
    const foreign = await t.post(
      URL,
      { filters: { stationId: theirs.stationIds[0] }, measures: ['count'] },
      t.tokens.admin1,
    );
    expect(foreign.body.data.summary.count).toBe(0);
  });

  it('counts only the stations a bound user holds', async () => {
    const answer = await t.post(URL, { dimensions: ['stationId'], measures: ['count'] }, bound);
    expect(answer.body.code, answer.body.msg).toBe(0);
    const [expected] = await sql(`select count(*)::int as n from charge_order where station_id = $1`, [
      mine.stationIds[0],
    ]);
    expect(answer.body.data.rows.map((row: Record<string, unknown>) => Number(row.stationId))).toEqual([
      mine.stationIds[0],
    ]);
    expect(answer.body.data.summary.count).toBe(expected.n);
  });

  it('groups by quarter hour of the day and weekday: each cell equals the raw rows, for a bound user too', async () => {
    // Orders at scattered minutes of one June week, removed afterwards so the other counts hold.
    await t.db.query(
      `insert into charge_order (seller_id, order_no, station_id, member_mobile, status, amount, energy, start_time, end_time, paid)
       select $1, 'QH' || lpad(i::text, 4, '0'), ($2::bigint[])[1 + (i % cardinality($2::bigint[]))], '139' || lpad(i::text, 8, '0'),
              1, 100, 1, timestamp '2024-06-03 00:00:00' + (i * 97 || ' minutes')::interval,
              timestamp '2024-06-03 00:20:00' + (i * 97 || ' minutes')::interval, true
         from generate_series(1, 90) as i`,
      [mine.sellerId, mine.stationIds],
    );
    try {
      const body = {
        filters: { startTime: ['2024-06-03', '2024-06-09'] },
        dimensions: ['startTime:quarterHourOfDay', 'startTime:weekday'],
        measures: ['count'],
      };
      // The slot computed another way: the hour, and the minute rounded down to 0, 15, 30 or 45.
      const cells = (stationFilter: string, params: unknown[]) =>
        sql(
          `select lpad(extract(hour from start_time)::text, 2, '0') || ':' ||
                  lpad((floor(extract(minute from start_time) / 15) * 15)::int::text, 2, '0') as slot,
                  extract(isodow from start_time)::int as d, count(*)::int as n
             from charge_order where order_no like 'QH%' ${stationFilter} group by 1, 2 order by 1, 2`,
          params,
        );
      const asCells = (rows: Record<string, unknown>[]) =>
        rows
          .map(
            (row) =>
              `${String(row['startTime:quarterHourOfDay'])} ${Number(row['startTime:weekday'])} ${Number(row.count)}`,
          )
          .sort();
      const expectedCells = (rows: Record<string, unknown>[]) =>
        rows.map((row) => `${String(row.slot)} ${Number(row.d)} ${Number(row.n)}`).sort();

      const all = await t.post(URL, body, t.tokens.admin1);
      expect(all.body.code, all.body.msg).toBe(0);
      expect(asCells(all.body.data.rows)).toEqual(expectedCells(await cells('', [])));
      expect(all.body.data.summary.count).toBe(90);
      expect(
        all.body.data.rows.some((row: Record<string, unknown>) => row['startTime:quarterHourOfDay'] === '01:30'),
      ).toBe(true);

      const own = await t.post(URL, body, bound);
      expect(own.body.code, own.body.msg).toBe(0);
      expect(asCells(own.body.data.rows)).toEqual(
        expectedCells(await cells('and station_id = $1', [mine.stationIds[0]])),
      );
    } finally {
      await t.db.query(`delete from charge_order where order_no like 'QH%'`);
    }
  });

  it('requires the list’s action key', async () => {
    const answer = await t.post(URL, { measures: ['count'] }, noList);
    expect(answer.status).toBe(403);
    expect((await t.post(URL, { measures: ['count'] })).status).toBe(401);
  });

  it('refuses undeclared fields, sums of text, ungrouped timestamps and unlisted filters with a clear message', async () => {
    for (const body of [
      { measures: ['sum:orderNo'] },
      { measures: ['count'], dimensions: ['nope'] },
      { measures: ['count'], dimensions: ['startTime'] },
      { measures: ['count'], dimensions: ['stationId.secret'] },
      { measures: ['drop table'] },
      { measures: [] },
      { measures: ['count'], limit: 0 },
      { measures: ['count|startTime=2025'] },
      { measures: ['count|status="1'] },
    ]) {
      const answer = await t.post(URL, body, t.tokens.admin1);
      expect(answer.body.code, JSON.stringify(body)).toBe(10);
      expect(answer.body.msg).toMatch(/grouped or measured|不支持/);
    }
  });
});
