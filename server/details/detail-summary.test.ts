import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5 } from 'js-md5';
import { buildDetailSummary, summaryBody } from '../../src/engine/detail-summary';
import { metaBundle } from '../../src/engine/full-bundle';
import { presetRange } from '../../src/meta/filters/date-presets';
import type { AggregateAnswer } from '../../src/meta/aggregate';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

/**
 * The figures a station, pile or gun detail opens with, asked of the aggregate route as the
 * detail asks them, equal the bills of today of that station, pile or gun; a user bound to
 * other stations reads none of them.
 */

const NOW = new Date();
const [TODAY] = presetRange('today', NOW);
const ROUTE = '/api/bill/bill/aggregate';
const BOUND_PASSWORD = 'Bound@1234567';

let t: TestApp;
let admin1: string;
let seller: number;
let own: { station: number; pile: number; gun: number };
let other: { station: number; pile: number; gun: number };

/** Another bill like one of the seller's, started now on the given gun. */
async function billToday(gun: { station: number; pile: number; gun: number }, kwh: number, amount: number) {
  const { rows } = await t.db.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_name = 'bill' and column_name not in
     ('id', 'bill_no', 'station_id', 'pile_id', 'gun_id', 'start_time', 'kwh', 'total_amount')`,
  );
  const columns = rows.map((row) => row.column_name).join(', ');
  await t.db.query(
    `insert into bill (bill_no, station_id, pile_id, gun_id, start_time, kwh, total_amount, ${columns})
     select 'DS' || floor(random() * 1e12)::bigint, $2, $3, $4, now(), $5, $6, ${columns}
     from bill where seller_id = $1 limit 1`,
    [seller, gun.station, gun.pile, gun.gun, kwh, amount],
  );
}

const gunOf = async (where: string, params: unknown[]) => {
  const { rows } = await t.db.query<{ station: number; pile: number; gun: number }>(
    `select p.station_id station, p.id pile, g.id gun from gun g join pile p on p.id = g.pile_id
     where g.seller_id = $1 and ${where} order by g.id limit 1`,
    params,
  );
  const row = rows[0];
  return { station: Number(row.station), pile: Number(row.pile), gun: Number(row.gun) };
};

beforeAll(async () => {
  t = await createTestApp();
  admin1 = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  const { rows } = await t.db.query<{ id: number }>(`select id from sellers where seller_number = $1`, [
    DEMO.admin1.sellerNumber,
  ]);
  seller = Number(rows[0].id);
  own = await gunOf('true', [seller]);
  other = await gunOf('p.station_id <> $2', [seller, own.station]);
  const adminRole = await t.db.query<{ id: number }>(`select id from roles where seller_id = $1 and is_admin`, [
    seller,
  ]);
  const saved = await t.call<unknown>('/api/system/user/save', {
    body: {
      account: 'detailBound',
      name: '场站值班',
      password: md5(BOUND_PASSWORD),
      roleIds: [adminRole.rows[0].id],
      stationIds: [own.station],
    },
    token: admin1,
  });
  expect(saved.body.code, saved.body.msg).toBe(0);
  await billToday(own, 12.5, 3456);
  await billToday(own, 7.25, 1000);
  await billToday(other, 30, 9999);
}, 400_000);
afterAll(() => t?.close());

const panelOf = (entityName: string) =>
  buildDetailSummary(metaBundle.entities.get(entityName)!, metaBundle, 'zh-CN').find((p) => p.key === 'today')!;

/** Today's bills of one column's value, by SQL over the raw rows. */
async function expected(column: string, id: number) {
  const { rows } = await t.db.query<{ kwh: number; amount: number; n: number; charging: number }>(
    `select coalesce(sum(kwh), 0) kwh, coalesce(sum(total_amount), 0) amount, count(*) n,
       count(*) filter (where bill_status = 1) charging
     from bill where seller_id = $1 and ${column} = $2 and start_time >= $3::date and start_time < $3::date + 1`,
    [seller, id, TODAY],
  );
  const row = rows[0];
  return {
    'sum:kwh': Number(row.kwh),
    'sum:totalAmount': Number(row.amount),
    count: Number(row.n),
    'count|billStatus=1': Number(row.charging),
  };
}

describe("a detail's figures of today", () => {
  it.each([
    ['station', 'station_id', () => own.station],
    ['pile', 'pile_id', () => own.pile],
    ['gun', 'gun_id', () => own.gun],
  ] as const)('%s: equal its bills of today', async (entityName, column, idOf) => {
    const body = summaryBody(panelOf(entityName), idOf(), NOW);
    const { status, body: answer } = await t.call<AggregateAnswer>(ROUTE, { body, token: admin1 });
    expect(status).toBe(200);
    const want = await expected(column, idOf());
    expect(want.count).toBeGreaterThanOrEqual(2);
    const got = answer.data.summary;
    expect(Object.keys(want).map((key) => Number(got[key] ?? 0))).toEqual(
      Object.values(want).map((value, i) => (i === 0 ? expect.closeTo(value, 3) : value)),
    );
  });

  it('a user bound to other stations reads none of them; his own station he does', async () => {
    const station = await t.login(DEMO.admin1.sellerNumber, 'detailBound', BOUND_PASSWORD);
    for (const [entityName, id] of [
      ['station', other.station],
      ['pile', other.pile],
      ['gun', other.gun],
    ] as const) {
      const body = summaryBody(panelOf(entityName), id, NOW);
      const { body: answer } = await t.call<AggregateAnswer>(ROUTE, { body, token: station });
      expect(answer.code, entityName).toBe(0);
      expect(Number(answer.data.summary.count ?? 0), entityName).toBe(0);
      expect(Number(answer.data.summary['sum:totalAmount'] ?? 0), entityName).toBe(0);
    }
    const mine = await t.call<AggregateAnswer>(ROUTE, {
      body: summaryBody(panelOf('gun'), own.gun, NOW),
      token: station,
    });
    expect(Number(mine.body.data.summary.count)).toBe((await expected('gun_id', own.gun)).count);
  });

  it('counts the guns of a station per status as its gun list holds them', async () => {
    const panel = buildDetailSummary(metaBundle.entities.get('station')!, metaBundle, 'zh-CN').find(
      (p) => p.key === 'guns',
    )!;
    const body = summaryBody(panel, own.station, NOW);
    const { body: answer } = await t.call<AggregateAnswer>('/api/config/gun/aggregate', { body, token: admin1 });
    const { rows } = await t.db.query<{ status: number; n: number }>(
      `select g.status, count(*) n from gun g join pile p on p.id = g.pile_id
       where g.seller_id = $1 and p.station_id = $2 group by g.status`,
      [seller, own.station],
    );
    const got = Object.fromEntries(answer.data.rows.map((row) => [String(row.status), Number(row.count)]));
    expect(got).toEqual(Object.fromEntries(rows.map((row) => [String(row.status), Number(row.n)])));
  });
});
