import { md5 } from 'js-md5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AggregateAnswer, AggregateBody } from '../../src/meta/aggregate';
import { presetRange } from '../../src/meta/filters/date-presets';
import type { EntityFile } from '../../src/meta/model';
import type { MetaBundle } from '../../src/meta/bundle';
import { migrate } from '../db/migrate';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { parseAggregateBody, runAggregate } from './aggregate';
import { withDefaultRanges } from './default-ranges';
import { buildSelection } from './page-query';

/**
 * The bills' rollup: every aggregate it answers equals the same aggregate over the bills
 * themselves, before and after inserts, updates, deletes and a rolled-back write; requests it
 * cannot answer read the bills; a station-bound user sees only its stations; a changed
 * declaration is rebuilt from the rows.
 */
let t: TestApp;
let admin: string;
let sellerId: number;
let stations: number[];
const URL = '/api/bill/bill/aggregate';
const YEAR = presetRange('year');
const EVER = ['2000-01-01', YEAR[1]];

const periodSums = ['Jian', 'Feng', 'Ping', 'Gu'].flatMap((period) => [
  `sum:periods.energyWh|periods.ratePeriod=${period}`,
  `sum:periods.electricityFee|periods.ratePeriod=${period}`,
]);

/** The report families the rollup is declared for. */
const ANSWERED: AggregateBody[] = [
  {
    dimensions: ['startTime:month', 'stationId'],
    measures: ['count', 'sum:kwh', 'sum:electricityFee', 'avg:kwh'],
    filters: { startTime: EVER },
  },
  { dimensions: ['stationId', 'startTime:day'], measures: [...periodSums, 'sum:periods.energyWh'], filters: {} },
  { dimensions: ['businessType'], measures: ['count', 'sum:kwh', 'sum:totalAmount'], filters: { startTime: EVER } },
  {
    dimensions: ['startTime:week', 'stationId.stationType'],
    measures: ['sum:kwh', 'sum:serviceFee'],
    filters: { startTime: EVER, billStatus: [2, 3] },
  },
  {
    dimensions: [],
    measures: ['count', 'sum:paidAmount', 'sum:discount', 'avg:totalAmount'],
    filters: { startTime: EVER },
  },
  {
    dimensions: ['startTime:weekday', 'chargeStatus'],
    measures: ['count', 'sum:kwh'],
    filters: { startTime: [EVER[0], ''] },
    where: ['businessType=1'],
  },
];

async function aggregate(body: AggregateBody, token = admin) {
  const response = await t.app.inject({ method: 'POST', url: URL, payload: body, headers: { authorization: token } });
  const json = response.json() as { code: number; msg: string; data: AggregateAnswer };
  expect(json.code, json.msg).toBe(0);
  return { answer: json.data, rollup: response.headers['x-aggregate-source'] === 'rollup' };
}

/** The same request over the bills themselves. */
async function fromRows(body: AggregateBody, bundle: MetaBundle = t.bundle): Promise<AggregateAnswer> {
  const entity = bundle.entities.get('bill') as EntityFile;
  const filters = withDefaultRanges(entity, body.filters, new Date());
  const selection = buildSelection(entity, { filters }, sellerId, 'zh-CN', bundle);
  const parsed = parseAggregateBody(entity, bundle, { ...body }, selection.params, sellerId, 'zh-CN');
  return runAggregate(t.db, entity, selection, parsed, sellerId);
}

/** Equal groups in equal order; sums of decimals may differ in their last bits only. */
function expectSame(actual: AggregateAnswer, expected: AggregateAnswer) {
  const close = (a: unknown, b: unknown) =>
    typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b)) : a === b;
  expect(actual.rows.length).toBe(expected.rows.length);
  expect(actual.truncated).toBe(expected.truncated);
  actual.rows.forEach((row, i) => {
    for (const key of Object.keys(expected.rows[i]))
      if (!close(row[key], expected.rows[i][key]))
        expect({ row: i, key, value: row[key] }).toEqual({ row: i, key, value: expected.rows[i][key] });
  });
  for (const key of Object.keys(expected.summary))
    if (!close(actual.summary[key], expected.summary[key]))
      expect({ summary: key, value: actual.summary[key] }).toEqual({ summary: key, value: expected.summary[key] });
}

async function expectRollupAnswersAll() {
  for (const body of ANSWERED) {
    const { answer, rollup } = await aggregate(body);
    expect(rollup, JSON.stringify(body)).toBe(true);
    expectSame(answer, await fromRows(body));
  }
}

const BILL_COLUMNS = `station_id, pile_id, gun_id, member_id, business_type, start_time, end_time, kwh,
  electricity_fee, service_fee, discount, total_amount, paid_amount, charge_status, bill_status, periods`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  const { rows } = await t.db.query<{ id: number }>(`select id from sellers where seller_number = '100001'`);
  sellerId = Number(rows[0].id);
  const found = await t.db.query<{ id: number }>(`select id from station where seller_id = $1 order by id`, [sellerId]);
  stations = found.rows.map((row) => Number(row.id));
}, 400_000);
afterAll(() => t?.close());

describe('the bills rollup', () => {
  it('answers each declared report family exactly as the bills do, and a figure equals SQL over the bills', async () => {
    await expectRollupAnswersAll();
    const { answer } = await aggregate({
      dimensions: ['stationId'],
      measures: ['count', 'sum:totalAmount'],
      filters: {},
    });
    const { rows } = await t.db.query<{ s: number; n: number; a: number }>(
      `select station_id as s, count(*)::int as n, sum(total_amount)::float8 as a from bill
        where seller_id = $1 and start_time >= $2::date and start_time < $3::date + 1 group by 1 order by 1`,
      [sellerId, ...presetRange('month')],
    );
    expect(answer.rows.map((row) => [Number(row.stationId), row.count, row['sum:totalAmount']])).toEqual(
      rows.map((row) => [Number(row.s), row.n, row.a]),
    );
  });

  it('follows inserts, updates and deletes of bills in the same transaction, and ignores a rolled-back one', async () => {
    const copied = await t.db.query<{ id: number }>(
      `insert into bill (seller_id, bill_no, ${BILL_COLUMNS})
       select seller_id, bill_no || '-R', ${BILL_COLUMNS} from bill where seller_id = $1 order by id limit 40
       returning id`,
      [sellerId],
    );
    const ids = copied.rows.map((row) => Number(row.id));
    expect(ids).toHaveLength(40);
    await expectRollupAnswersAll();

    await t.db.query(
      `update bill set kwh = kwh * 2 + 1, total_amount = total_amount + 100, station_id = $2,
              bill_status = 3, start_time = start_time - interval '20 days'
        where id = any($1::bigint[]) and id % 2 = 0`,
      [ids, stations[stations.length - 1]],
    );
    await expectRollupAnswersAll();

    const before = await t.db.query(`select * from rollup_bill_station_day order by 1, 2, 3, 4, 5, 6`);
    await t.db.query(`update bill set remind_count = coalesce(remind_count, 0) + 1 where id = any($1::bigint[])`, [
      ids,
    ]);
    const after = await t.db.query(`select * from rollup_bill_station_day order by 1, 2, 3, 4, 5, 6`);
    const key = (row: Record<string, unknown>) => JSON.stringify(row);
    const gone = before.rows.map(key).filter((row) => !after.rows.map(key).includes(row));
    const came = after.rows.map(key).filter((row) => !before.rows.map(key).includes(row));
    expect({ gone, came }).toEqual({ gone: [], came: [] });

    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(`update bill set kwh = kwh + 1000 where id = any($1::bigint[])`, [ids]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await t.db.query(`delete from bill where id = any($1::bigint[]) and id % 3 = 0`, [ids]);
    await expectRollupAnswersAll();
    const emptied = await t.db.query<{ n: number }>(
      `select count(*)::int as n from rollup_bill_station_day where _n < 0`,
    );
    expect(emptied.rows[0].n).toBe(0);
  });

  it('leaves to the bills what it does not keep: a distinct count, a member filter, a time within a day', async () => {
    const asked: AggregateBody[] = [
      { dimensions: ['stationId'], measures: ['count', 'countDistinct:gunId'], filters: {} },
      { dimensions: ['stationId'], measures: ['sum:kwh'], filters: { memberId: 1 } },
      { dimensions: ['stationId'], measures: ['sum:kwh'], filters: { startTime: [`${YEAR[0]} 08:00:00`, YEAR[1]] } },
      { dimensions: ['startTime:hourOfDay'], measures: ['count'], filters: {} },
      { dimensions: ['memberId.memberType'], measures: ['count'], filters: {} },
    ];
    for (const body of asked) {
      const { answer, rollup } = await aggregate(body);
      expect(rollup, JSON.stringify(body)).toBe(false);
      expectSame(answer, await fromRows(body));
    }
  });

  it("keeps a station-bound user to its stations' groups", async () => {
    const boundIds = [stations[0], stations[2]];
    const { rows: roles } = await t.db.query<{ id: number }>(
      `select id from roles where seller_id = $1 and code = 'admin'`,
      [sellerId],
    );
    const saved = await t.call('/api/system/user/save', {
      token: admin,
      body: {
        account: 'rollupBound',
        name: '场站用户',
        password: md5('Test@1234567'),
        roleIds: [roles[0].id],
        stationIds: boundIds,
      },
    });
    expect(saved.body.code, saved.body.msg).toBe(0);
    const token = await t.login(DEMO.admin1.sellerNumber, 'rollupBound', 'Test@1234567');
    const { answer, rollup } = await aggregate(
      { dimensions: ['stationId'], measures: ['count', 'sum:kwh'], filters: { startTime: EVER } },
      token,
    );
    expect(rollup).toBe(true);
    expect(answer.rows.map((row) => Number(row.stationId))).toEqual(boundIds);
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from bill where seller_id = $1 and station_id = any($2::bigint[])`,
      [sellerId, boundIds],
    );
    expect(answer.summary.count).toBe(rows[0].n);
  });

  it('is rebuilt from the bills when its declaration changes', async () => {
    const bill = t.bundle.entities.get('bill')!;
    const changed: EntityFile = {
      ...bill,
      rollups: [{ name: 'stationDay', dimensions: ['stationId', 'startTime:day'], measures: ['sum:kwh'] }],
    };
    const bundle: MetaBundle = { ...t.bundle, entities: new Map([...t.bundle.entities, ['bill', changed]]) };
    await migrate(t.db, bundle);
    const { rows } = await t.db.query<{ n: number; k: number }>(
      `select sum(_n)::int as n, sum(_m0)::float8 as k from rollup_bill_station_day where seller_id = $1`,
      [sellerId],
    );
    const raw = await t.db.query<{ n: number; k: number }>(
      `select count(*)::int as n, sum(kwh)::float8 as k from bill where seller_id = $1`,
      [sellerId],
    );
    expect(rows[0].n).toBe(raw.rows[0].n);
    expect(rows[0].k).toBeCloseTo(raw.rows[0].k, 6);
    await migrate(t.db, t.bundle);
    await expectRollupAnswersAll();
  });
});
