import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_TIME, figureBody, lastDays, todayRange, type CockpitFigure } from '../../src/cockpit/figures';
import { interconnectionFigures } from '../../src/cockpit/interconnection-figures';
import { overviewFigures } from '../../src/cockpit/overview-figures';
import { platformFigures } from '../../src/cockpit/platform-figures';
import { teamFigures } from '../../src/cockpit/team-figures';
import { presetRange } from '../../src/meta/filters/date-presets';
import type { AggregateAnswer, AggregateBody } from '../../src/meta/aggregate';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

/**
 * Every figure of the cockpit screens and the big screens, asked through the aggregate route as
 * the screens ask it, equals SQL written by hand over the raw rows of the caller's seller; the
 * route refuses a caller without a session or without the list's action key.
 */

/** A figure as a route and a body (the big screens name their routes themselves). */
interface Asked {
  path: string;
  body: AggregateBody;
}

/**
 * The expected answer as SQL: `$1` is the seller, `$2` and `$3` the figure's period. Columns:
 * `k0`, `k1`… the dimensions in order, `m0`, `m1`… the measures in order.
 */
type Expected = string;

const NOW = new Date();
const MONTH = presetRange('month', NOW);
const DAY30 = lastDays(30, NOW);
const DAY7 = lastDays(7, NOW);
const TODAY = todayRange(NOW);

const BILL = `from bill b where b.seller_id = $1 and b.start_time >= $2::date and b.start_time < $3::date + 1`;
const MEMBER_TYPE = `(select m.member_type from member m where m.id = b.member_id and m.seller_id = $1)::text`;

let t: TestApp;
let admin1: string;
let admin2: string;
const sellers: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin1 = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  admin2 = await t.login(DEMO.admin2.sellerNumber, DEMO.admin2.account, DEMO.admin2.password);
  const { rows } = await t.db.query<{ id: number; seller_number: string }>(`select id, seller_number from sellers`);
  for (const row of rows) sellers[row.seller_number] = Number(row.id);
}, 400_000);
afterAll(() => t?.close());

const ROUTES: Record<string, string> = {
  station: '/api/config/station',
  pile: '/api/config/pile',
  gun: '/api/config/gun',
  bill: '/api/bill/bill',
  member: '/api/member/member',
  fleet: '/api/member/fleet',
  fleetMember: '/api/member/fleetMember',
  fleetCar: '/api/member/fleetCar',
  account: '/api/member/account',
  groupBill: '/api/member/groupBill',
  interconnectionEnterprise: '/api/config/interconnectionEnterprise',
  interfaceLog: '/api/interflow/interfaceLog',
  interfaceError: '/api/interflow/interfaceError',
};
const asked = (figure: CockpitFigure): Asked => ({
  path: `${ROUTES[figure.entity]}/aggregate`,
  body: figureBody(figure),
});

/** Group key → measures, from the route's answer and from the SQL. */
type Groups = Map<string, number[]>;
const keyOf = (values: unknown[]) => values.map((value) => String(value)).join(' | ');

function groupsOfAnswer(answer: AggregateAnswer, body: AggregateBody): Groups {
  const dims = body.dimensions ?? [];
  return new Map(
    answer.rows.map((row) => [keyOf(dims.map((d) => row[d])), body.measures.map((m) => Number(row[m] ?? 0))]),
  );
}

function groupsOfSql(rows: Record<string, unknown>[], dims: number, measures: number): Groups {
  return new Map(
    rows.map((row) => [
      keyOf(Array.from({ length: dims }, (_, i) => row[`k${i}`])),
      Array.from({ length: measures }, (_, i) => Number(row[`m${i}`] ?? 0)),
    ]),
  );
}

/** Asks the figure as `token`'s seller and compares every group and the summary with the SQL. */
async function check(
  figure: Asked,
  sql: Expected,
  period: [string, string] | undefined,
  token: string,
  seller: string,
) {
  const response = await t.call<AggregateAnswer>(figure.path, { body: figure.body, token });
  expect(response.status).toBe(200);
  expect(response.body.code, response.body.msg).toBe(0);
  const answer = response.body.data;
  const params = [sellers[seller], ...(period ?? [])];
  const dims = figure.body.dimensions?.length ?? 0;
  const { rows } = await t.db.query<Record<string, unknown>>(sql, params);
  const expected = groupsOfSql(rows, dims, figure.body.measures.length);
  const got = groupsOfAnswer(answer, figure.body);
  const close = (a: number[] | undefined, b: number[] | undefined) => {
    expect(a).toBeDefined();
    a!.forEach((value, i) => expect(value).toBeCloseTo(b![i], 4));
  };
  if (dims === 0) {
    // No groups: the figure is the summary, the measures over every row.
    close(
      figure.body.measures.map((m) => Number(answer.summary[m] ?? 0)),
      [...expected.values()][0],
    );
  } else if (figure.body.limit) {
    // A ranking: the largest groups by the first measure, each group's figures as SQL has them.
    const top = [...expected.values()].map((values) => values[0]).sort((a, b) => b - a);
    expect([...got.values()].map((values) => values[0])).toEqual(
      top.slice(0, figure.body.limit).map((v) => expect.closeTo(v, 4)),
    );
    for (const [key, values] of got) close(values, expected.get(key));
  } else {
    expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [key, values] of expected) close(got.get(key), values);
  }
  return answer;
}

const overview = overviewFigures(NOW);
const platformMonth = platformFigures(MONTH, 'day');
const platformAll = platformFigures(ALL_TIME, 'month');
const team = teamFigures(NOW);
const interconnection = interconnectionFigures(NOW);

/** [name, figure, SQL, period] of every cockpit figure. */
const COCKPIT: [string, Asked, Expected, [string, string]?][] = [
  ['overview: stations', asked(overview.stations), `select count(*) m0 from station where seller_id = $1`],
  [
    'overview: stations per city',
    asked(overview.stationsByCity),
    `select city k0, count(*) m0 from station where seller_id = $1 group by city`,
  ],
  [
    'overview: piles and piles online',
    asked(overview.piles),
    `select count(*) m0, count(*) filter (where online_status = 1) m1 from pile where seller_id = $1`,
  ],
  [
    'overview: guns and guns charging',
    asked(overview.guns),
    `select count(*) m0, count(*) filter (where status = 3) m1 from gun where seller_id = $1`,
  ],
  [
    'overview: guns by status',
    asked(overview.gunsByStatus),
    `select status k0, count(*) m0 from gun where seller_id = $1 group by status`,
  ],
  [
    'overview: today',
    asked(overview.today),
    `select coalesce(sum(kwh), 0) m0, coalesce(sum(total_amount), 0) m1, count(*) m2 ${BILL}`,
    TODAY,
  ],
  ['overview: members', asked(overview.members), `select count(*) m0 from member where seller_id = $1`],
  [
    'overview: 30-day trend',
    asked(overview.trend),
    `select to_char(b.start_time::date, 'YYYY-MM-DD') k0, sum(kwh) m0, sum(total_amount) m1, count(*) m2 ${BILL} group by 1`,
    DAY30,
  ],
  ...(
    [
      ['this month', platformMonth, MONTH, `to_char(b.start_time::date, 'YYYY-MM-DD')`],
      ['all time', platformAll, ALL_TIME, `to_char(b.start_time, 'YYYY-MM')`],
    ] as const
  ).flatMap(([name, figures, period, bucket]): [string, Asked, Expected, [string, string]?][] => [
    [
      `platform (${name}): totals`,
      asked(figures.totals),
      `select coalesce(sum(total_amount), 0) m0, coalesce(sum(kwh), 0) m1, count(*) m2, coalesce(sum(electricity_fee), 0) m3,
              coalesce(sum(service_fee), 0) m4, count(distinct member_id) m5 ${BILL}`,
      period,
    ],
    [
      `platform (${name}): trend`,
      asked(figures.trend),
      `select ${bucket} k0, sum(total_amount) m0, sum(kwh) m1 ${BILL} group by 1`,
      period,
    ],
    [
      `platform (${name}): station ranking`,
      asked(figures.ranking),
      `select station_id k0, sum(total_amount) m0, sum(kwh) m1, count(*) m2 ${BILL} group by 1`,
      period,
    ],
    [
      `platform (${name}): by business type`,
      asked(figures.businessTypes),
      `select business_type k0, sum(total_amount) m0, count(*) m1 ${BILL} group by 1`,
      period,
    ],
    [
      `platform (${name}): by station type`,
      asked(figures.stationTypes),
      `select (select s.station_type from station s where s.id = b.station_id) k0, sum(kwh) m0 ${BILL} group by 1`,
      period,
    ],
  ]),
  [
    'team: fleets',
    asked(team.fleets),
    `select count(*) m0, count(*) filter (where enable_status = 1) m1, coalesce(sum(credit_limit), 0) m2
       from fleet where seller_id = $1`,
  ],
  [
    'team: fleet members',
    asked(team.members),
    `select count(*) m0, count(distinct fleet_id) m1 from fleet_member where seller_id = $1`,
  ],
  ['team: fleet cars', asked(team.cars), `select count(*) m0 from fleet_car where seller_id = $1`],
  [
    'team: fleet cars by operation',
    asked(team.carsByOperation),
    `select operation_type k0, count(*) m0 from fleet_car where seller_id = $1 group by 1`,
  ],
  [
    'team: vehicles charging by member type',
    asked(team.charging),
    `select ${MEMBER_TYPE} k0, count(*) m0 ${BILL} and b.bill_status = 1 group by 1`,
    ALL_TIME,
  ],
  [
    'team: balances by member type',
    asked(team.balances),
    `select (select m.member_type from member m where m.id = a.member_id and m.seller_id = $1) k0,
            sum(balance) m0, sum(credit_limit) m1, count(*) m2
       from account a where a.seller_id = $1 group by 1`,
  ],
  [
    'team: consumption by day and member type',
    asked(team.trend),
    `select to_char(b.start_time::date, 'YYYY-MM-DD') k0, ${MEMBER_TYPE} k1, sum(total_amount) m0, sum(kwh) m1
       ${BILL} group by 1, 2`,
    DAY30,
  ],
  [
    'team: fleet ranking',
    asked(team.fleetRanking),
    `select fleet_id k0, sum(kwh) m0, sum(amount) m1, sum(bill_count) m2 from group_bill where seller_id = $1 group by 1`,
  ],
  [
    'team: driver ranking',
    asked(team.driverRanking),
    `select ${MEMBER_TYPE} k0, member_id k1, sum(kwh) m0, sum(total_amount) m1 ${BILL} group by 1, 2`,
    DAY30,
  ],
  [
    'interconnection: enterprises',
    asked(interconnection.enterprises),
    `select count(*) m0, count(*) filter (where enable_status = 1) m1 from interconnection_enterprise where seller_id = $1`,
  ],
  [
    'interconnection: per enterprise',
    asked(interconnection.byEnterprise),
    `select enterprise_id k0, count(*) m0, count(*) filter (where code = '0') m1, avg(duration_ms) m2, max(duration_ms) m3
       from interface_log where seller_id = $1 and request_at >= $2::date and request_at < $3::date + 1 group by 1`,
    DAY30,
  ],
  [
    'interconnection: calls per day',
    asked(interconnection.perDay),
    `select to_char(request_at::date, 'YYYY-MM-DD') k0, count(*) m0, count(*) filter (where code = '0') m1
       from interface_log where seller_id = $1 and request_at >= $2::date and request_at < $3::date + 1 group by 1`,
    DAY30,
  ],
  [
    'interconnection: open errors per enterprise',
    asked(interconnection.openErrors),
    `select enterprise_id k0, count(*) m0, count(*) filter (where status = 0) m1
       from interface_error where seller_id = $1 and occurred_at >= $2::date and occurred_at < $3::date + 1 group by 1`,
    DAY30,
  ],
];

describe('cockpit figures equal SQL over the raw rows', () => {
  it.each(COCKPIT)('%s', async (_, figure, sql, period) => {
    await check(figure, sql, period, admin1, '100001');
  });

  it('another seller sees its own figures, never the first seller’s', async () => {
    for (const [, figure, sql, period] of COCKPIT.slice(0, 8)) await check(figure, sql, period, admin2, '100002');
    const mine = await t.call<AggregateAnswer>(asked(overview.piles).path, {
      body: asked(overview.piles).body,
      token: admin1,
    });
    const theirs = await t.call<AggregateAnswer>(asked(overview.piles).path, {
      body: asked(overview.piles).body,
      token: admin2,
    });
    expect(mine.body.data.summary.count).not.toBe(theirs.body.data.summary.count);
  });

  it('the demo data gives every cockpit something to show', async () => {
    const nonEmpty = [overview.trend, platformMonth.ranking, team.fleetRanking, interconnection.byEnterprise];
    for (const figure of nonEmpty) {
      const { body } = await t.call<AggregateAnswer>(asked(figure).path, { body: asked(figure).body, token: admin1 });
      expect(body.data.rows.length, figure.entity).toBeGreaterThan(0);
    }
  });
});

describe('the figures keep to the session and the action keys', () => {
  it('no session: 401; a role without the interface log list: 403 for the interconnection figures', async () => {
    const figure = asked(interconnection.byEnterprise);
    expect((await t.call(figure.path, { body: figure.body })).status).toBe(401);
    const station = await t.login(DEMO.station1.sellerNumber, DEMO.station1.account, DEMO.station1.password);
    const refused = await t.call(figure.path, { body: figure.body, token: station });
    expect(refused.status).toBe(403);
  });
});

// The big screens are static pages; their figures are requests of the same routes.
describe('big-screen figures equal SQL over the raw rows', async () => {
  const modulePath = '../../public/activityPage/common/screen-figures.js';
  const { screenFigures } = (await import(/* @vite-ignore */ modulePath)) as {
    screenFigures: (now: Date) => Record<string, Asked>;
  };
  const screen = screenFigures(NOW);
  const cases: [string, Asked, Expected, [string, string]?][] = [
    [
      'today',
      screen.today,
      `select coalesce(sum(kwh), 0) m0, coalesce(sum(total_amount), 0) m1, count(*) m2 ${BILL}`,
      TODAY,
    ],
    [
      'all time',
      screen.total,
      `select coalesce(sum(kwh), 0) m0, coalesce(sum(total_amount), 0) m1, count(*) m2 ${BILL}`,
      ALL_TIME,
    ],
    ['members', screen.members, `select count(*) m0 from member where seller_id = $1`],
    [
      'piles',
      screen.piles,
      `select count(*) m0, count(*) filter (where online_status = 1) m1 from pile where seller_id = $1`,
    ],
    ['guns', screen.guns, `select status k0, count(*) m0 from gun where seller_id = $1 group by 1`],
    [
      'open alarms',
      screen.alarms,
      `select count(*) filter (where status = 1) m0 from alarm_record where seller_id = $1`,
    ],
    [
      '7-day trend',
      screen.trend,
      `select to_char(b.start_time::date, 'YYYY-MM-DD') k0, sum(kwh) m0, sum(total_amount) m1 ${BILL} group by 1`,
      DAY7,
    ],
    [
      'station ranking',
      screen.stations,
      `select station_id k0, sum(total_amount) m0, sum(kwh) m1 ${BILL} group by 1`,
      DAY7,
    ],
    ['business types', screen.businessTypes, `select business_type k0, count(*) m0 ${BILL} group by 1`, DAY7],
    ['station energy', screen.stationEnergy, `select station_id k0, sum(kwh) m0 ${BILL} group by 1`, DAY7],
    [
      'guns per station and status',
      screen.stationGuns,
      `select (select p.station_id from pile p where p.id = g.pile_id and p.seller_id = $1) k0, g.status k1, count(*) m0
         from gun g where g.seller_id = $1 group by 1, 2`,
    ],
  ];
  it.each(cases)('%s', async (_, figure, sql, period) => {
    await check(figure, sql, period, admin1, '100001');
  });
});
