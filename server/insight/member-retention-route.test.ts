import { md5 } from 'js-md5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginBody } from '../test-support/test-app';
import { createCrudTestApp, type CrudTestApp } from '../crud/testing/crud-test-app';
import { CHURN_DAYS, FREQUENCY_BANDS, type RetentionAnswer } from '../../src/meta/member-retention';

/**
 * Retention, charging frequency and churn of the members: every figure equals SQL over the
 * seller's raw bills, within the caller's filters and stations, behind the bill list's key.
 */
let t: CrudTestApp;
let sellerId: number;
const URL = '/api/insight/memberRetention';
const RANGE = ['2000-01-01', '2099-12-31'];
type Row = Record<string, unknown>;
const sql = async (text: string, params: unknown[]) => (await t.db.query<Row>(text, params)).rows;

async function userWithRole(account: string, role: string, stationIds: number[] = []) {
  const roles = await sql(
    `select r.id from roles r join sellers s on s.id = r.seller_id where s.seller_number = '100001' and r.code = $1`,
    [role],
  );
  const saved = await t.post(
    '/api/system/user/save',
    { account, name: '测试用户', password: md5('Test@1234567'), roleIds: [roles[0].id], stationIds },
    t.tokens.admin1,
  );
  expect(saved.body.code, saved.body.msg).toBe(0);
  return (await t.post('/api/system/login', loginBody('100001', account, 'Test@1234567'))).body.data.token as string;
}

async function ask(body: Row, token = t.tokens.admin1): Promise<RetentionAnswer> {
  const answer = await t.post(URL, body, token);
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data;
}

/** The cohorts as SQL sees them, over bills narrowed by `extra`. */
async function expectedCohorts(period: 'week' | 'month', extra = '', params: unknown[] = []) {
  const label = period === 'week' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const rows = await sql(
    `with c as (select member_id as m, date_trunc('${period}', start_time) as d from bill
                 where seller_id = $1 and member_id is not null ${extra}),
          f as (select m, min(d) as first from c group by m)
     select to_char(f.first, '${label}') as cohort, c.d::date as d, f.first::date as first, count(distinct c.m)::int as n
       from c join f using (m) group by 1, 2, 3 order by 1, 2`,
    [sellerId, ...params],
  );
  return rows.map((row) => {
    const [d, first] = [new Date(String(row.d)), new Date(String(row.first))];
    const offset =
      period === 'week'
        ? Math.round((d.getTime() - first.getTime()) / (7 * 86_400_000))
        : (d.getFullYear() - first.getFullYear()) * 12 + d.getMonth() - first.getMonth();
    return { cohort: String(row.cohort), offset, members: Number(row.n) };
  });
}

beforeAll(async () => {
  t = await createCrudTestApp();
  const [seller] = await sql(`select id from sellers where seller_number = '100001'`, []);
  sellerId = Number(seller.id);
}, 180_000);
afterAll(() => t?.close());

describe('member retention', () => {
  it('weekly and monthly cohorts equal SQL over the raw bills; the first period holds the whole cohort', async () => {
    for (const period of ['week', 'month'] as const) {
      const answer = await ask({ period, filters: { startTime: RANGE } });
      const expected = await expectedCohorts(period);
      expect(answer.cohorts).toEqual(expected);
      // Members come back: some charge again in a later period than their first.
      if (period === 'week') expect(answer.cohorts.some((c) => c.offset > 0 && c.members > 0)).toBe(true);
      const [firsts] = await sql(
        `select count(distinct member_id)::int as n from bill where seller_id = $1 and member_id is not null`,
        [sellerId],
      );
      const cohortSizes = answer.cohorts.filter((c) => c.offset === 0).reduce((sum, c) => sum + c.members, 0);
      expect(cohortSizes).toBe(Number(firsts.n));
    }
  });

  it('frequency bands and churn equal SQL over each member’s bills', async () => {
    const answer = await ask({ filters: { startTime: RANGE } });
    const per = await sql(
      `select count(*)::int as n, max(start_time) as last from bill
        where seller_id = $1 and member_id is not null group by member_id`,
      [sellerId],
    );
    const bandOf = (n: number) => [...FREQUENCY_BANDS].reverse().find((from) => n >= from)!;
    const bands = new Map<number, number>();
    for (const row of per) bands.set(bandOf(Number(row.n)), (bands.get(bandOf(Number(row.n))) ?? 0) + 1);
    expect(answer.frequency).toEqual(
      [...bands.entries()].sort((a, b) => a[0] - b[0]).map(([from, members]) => ({ from, members })),
    );
    const edge = Math.min(Date.now(), Math.max(...per.map((row) => new Date(String(row.last)).getTime())));
    const churned = per.filter((row) => new Date(String(row.last)).getTime() < edge - CHURN_DAYS * 86_400_000);
    expect(answer.churn).toEqual({ members: per.length, churned: churned.length });
    expect(answer.churn.members).toBeGreaterThan(10);
  });

  it('counts only the filtered station, the stations of a bound user, and refuses a user without the bill list', async () => {
    const [station] = await sql(
      `select station_id as id from bill where seller_id = $1 and member_id is not null
        group by 1 order by count(*) desc limit 1`,
      [sellerId],
    );
    const stationId = Number(station.id);
    const expected = await expectedCohorts('month', 'and station_id = $2', [stationId]);
    const filtered = await ask({ period: 'month', filters: { startTime: RANGE, stationId } });
    expect(filtered.cohorts).toEqual(expected);
    const all = await ask({ period: 'month', filters: { startTime: RANGE } });
    expect(filtered.churn.members).toBeLessThan(all.churn.members);

    const bound = await userWithRole('retentionBound', 'admin', [stationId]);
    expect((await ask({ period: 'month', filters: { startTime: RANGE } }, bound)).cohorts).toEqual(expected);

    const noBills = await userWithRole('retentionNetwork', 'stationManager');
    const refused = await t.post(URL, { filters: { startTime: RANGE } }, noBills);
    expect(refused.body.code).not.toBe(0);
    const bad = await t.post(URL, { period: 'day' }, t.tokens.admin1);
    expect(bad.body.code).not.toBe(0);
  });

  it('never counts another seller’s bills', async () => {
    const theirs = await ask({ filters: { startTime: RANGE } }, t.tokens.admin2);
    const [other] = await sql(
      `select count(distinct member_id)::int as n from bill b join sellers s on s.id = b.seller_id
        where s.seller_number = '100002' and member_id is not null`,
      [],
    );
    expect(theirs.churn.members).toBe(Number(other.n));
  });
});
