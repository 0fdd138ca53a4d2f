import ExcelJS from 'exceljs';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureDigits, roundTo } from '../../src/meta/format/measure-digits';
import type { MenuFile, ReportDefinition } from '../../src/meta/model';
import { createCrudTestApp, type CrudTestApp } from './testing/crud-test-app';

/**
 * The bus reports as their menu declares them (schemas/menu/bus-reports.json), asked of the
 * aggregate route the way the report page asks: every figure equals SQL over the raw bills of
 * the seller's bus vehicles, and nothing of another vehicle or seller is counted.
 */
let t: CrudTestApp;
let sellerId: number;
const URL = '/api/bill/bill/aggregate';
const ALL_TIME = ['2000-01-01', '2099-12-31'];
const PERIODS = ['Jian', 'Feng', 'Ping', 'Gu'];
const periodKey = (p: string) => `sum:periods.energyWh|periods.ratePeriod=${p}`;

const menu = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../schemas/menu/bus-reports.json'), 'utf8'),
) as MenuFile;
const report = (id: string): ReportDefinition => menu.items.find((item) => item.id === id)!.report!;
const bodyOf = (r: ReportDefinition) => ({
  filters: { [r.dateField!]: ALL_TIME },
  where: r.where,
  dimensions: r.dimensions.map((d) => d.key),
  measures: r.measures.filter((m) => !m.ratioOf).map((m) => m.key),
});

type Row = Record<string, unknown>;
async function ask(id: string): Promise<{ rows: Row[]; summary: Record<string, number> }> {
  const answer = await t.post(URL, bodyOf(report(id)), t.tokens.admin1);
  expect(answer.body.code, answer.body.msg).toBe(0);
  expect(answer.body.data.truncated).toBe(false);
  return answer.body.data;
}
const sql = async (text: string) => (await t.db.query<Row>(text, [sellerId])).rows;
/** The bills of the seller's buses, with their fleet and route. */
const BUS_BILLS = `bill b join vehicle v on v.id = b.vehicle_id and v.seller_id = b.seller_id
  where b.seller_id = $1 and v.operation_type = 'GongJiao'`;
const key = (row: Row, keys: string[]) => keys.map((k) => String(row[k] ?? '')).join('|');

function expectSameRows(rows: Row[], expected: Row[], dims: [string, string][], measures: [string, string][]) {
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.length).toBe(expected.length);
  const want = new Map(
    expected.map((row) => [
      key(
        row,
        dims.map(([, column]) => column),
      ),
      row,
    ]),
  );
  for (const row of rows) {
    const match = want.get(
      key(
        row,
        dims.map(([dim]) => dim),
      ),
    );
    expect(
      match,
      key(
        row,
        dims.map(([dim]) => dim),
      ),
    ).toBeDefined();
    for (const [measure, column] of measures)
      expect(
        Number(row[measure] ?? 0),
        `${measure} of ${key(
          row,
          dims.map(([d]) => d),
        )}`,
      ).toBeCloseTo(Number(match![column] ?? 0), 6);
  }
}

/** A summary that is a sum equals the sum of the rows. */
function expectSummedRows(answer: { rows: Row[]; summary: Record<string, number> }, measures: string[]) {
  for (const measure of measures)
    expect(answer.summary[measure], measure).toBeCloseTo(
      answer.rows.reduce((sum, row) => sum + Number(row[measure] ?? 0), 0),
      6,
    );
}

beforeAll(async () => {
  t = await createCrudTestApp();
  const seller = await t.db.query<{ id: number }>(`select id from sellers where seller_number = '100001'`);
  sellerId = Number(seller.rows[0].id);
}, 180_000);
afterAll(() => t?.close());

describe('bus reports', () => {
  it('the demo buses have bills, and only theirs are counted', async () => {
    const [bus] = await sql(`select count(*)::int as n, count(distinct b.vehicle_id)::int as v from ${BUS_BILLS}`);
    const [all] = await sql(`select count(*)::int as n from bill where seller_id = $1`);
    expect(Number(bus.n)).toBeGreaterThan(10);
    expect(Number(bus.v)).toBeGreaterThan(2);
    expect(Number(all.n)).toBeGreaterThan(Number(bus.n));
    const { summary } = await ask('busDailyReport');
    expect(summary.count).toBe(Number(bus.n));
    expect(summary['countDistinct:vehicleId']).toBe(Number(bus.v));
  });

  it('daily: vehicles, sessions, kWh, amount and average SOC gain per day and fleet', async () => {
    const answer = await ask('busDailyReport');
    const expected = await sql(
      `select to_char(b.start_time::date, 'YYYY-MM-DD') as d, v.group_id as g, count(distinct b.vehicle_id) as veh,
              count(*) as n, sum(b.kwh) as kwh, sum(b.total_amount) as amount, avg(b.end_soc - b.start_soc) as gain
         from ${BUS_BILLS} group by 1, 2`,
    );
    expectSameRows(
      answer.rows,
      expected,
      [
        ['startTime:day', 'd'],
        ['vehicleId.groupId', 'g'],
      ],
      [
        ['countDistinct:vehicleId', 'veh'],
        ['count', 'n'],
        ['sum:kwh', 'kwh'],
        ['sum:totalAmount', 'amount'],
        ['avg:endSoc-startSoc', 'gain'],
      ],
    );
    expect(answer.rows.every((row) => Number(row['avg:endSoc-startSoc']) > 0)).toBe(true);
    const names = await sql(`select id, name from fleet where seller_id = $1`);
    for (const row of answer.rows)
      expect((row.$labels as Record<string, string>)['vehicleId.groupId']).toBe(
        names.find((n) => Number(n.id) === Number(row['vehicleId.groupId']))?.name,
      );
    expectSummedRows(answer, ['count', 'sum:kwh', 'sum:totalAmount']);
  });

  it('fleet: sessions, kWh, amount and energy per rate period per fleet and route', async () => {
    const answer = await ask('busFleetReport');
    const expected = await sql(
      `select v.group_id as g, v.bus_route as r, count(*) as n, sum(b.kwh) as kwh, sum(b.total_amount) as amount,
              ${PERIODS.map(
                (p) => `sum((select sum((e->>'energyWh')::float8) from jsonb_array_elements(b.periods) e
                              where e->>'ratePeriod' = '${p}')) as "${p}"`,
              ).join(', ')},
              sum((select sum((e->>'energyWh')::float8) from jsonb_array_elements(b.periods) e)) as wh
         from ${BUS_BILLS} group by 1, 2`,
    );
    expectSameRows(
      answer.rows,
      expected,
      [
        ['vehicleId.groupId', 'g'],
        ['vehicleId.busRoute', 'r'],
      ],
      [
        ['count', 'n'],
        ['sum:kwh', 'kwh'],
        ['sum:totalAmount', 'amount'],
        ...PERIODS.map((p): [string, string] => [periodKey(p), p]),
        ['sum:periods.energyWh', 'wh'],
      ],
    );
    // The shares of the four periods make the whole of each row.
    for (const row of answer.rows) {
      const whole = Number(row['sum:periods.energyWh']);
      expect(whole).toBeGreaterThan(0);
      expect(PERIODS.reduce((sum, p) => sum + Number(row[periodKey(p)] ?? 0) / whole, 0)).toBeCloseTo(1, 6);
    }
    expectSummedRows(answer, ['count', 'sum:kwh', 'sum:totalAmount', 'sum:periods.energyWh']);
  });

  it('vehicle: sessions, kWh, charging hours and start / end SOC per plate and VIN', async () => {
    const answer = await ask('busVehicleReport');
    const expected = await sql(
      `select b.plate_no as p, b.vin as vin, v.group_id as g, count(*) as n, sum(b.kwh) as kwh,
              sum(extract(epoch from (b.end_time - b.start_time)) / 3600.0) as hours,
              avg(b.start_soc) as s, avg(b.end_soc) as e, sum(b.total_amount) as amount
         from ${BUS_BILLS} group by 1, 2, 3`,
    );
    expectSameRows(
      answer.rows,
      expected,
      [
        ['plateNo', 'p'],
        ['vin', 'vin'],
        ['vehicleId.groupId', 'g'],
      ],
      [
        ['count', 'n'],
        ['sum:kwh', 'kwh'],
        ['sum:endTime-startTime', 'hours'],
        ['avg:startSoc', 's'],
        ['avg:endSoc', 'e'],
        ['sum:totalAmount', 'amount'],
      ],
    );
    expect(answer.rows.every((row) => Number(row['sum:endTime-startTime']) > 0)).toBe(true);
    expectSummedRows(answer, ['count', 'sum:kwh', 'sum:endTime-startTime', 'sum:totalAmount']);
  });

  it('period: energy per rate period per day, adding up to the day', async () => {
    const answer = await ask('busPeriodReport');
    const expected = await sql(
      `select to_char(b.start_time::date, 'YYYY-MM-DD') as d, count(*) as n,
              ${PERIODS.map(
                (p) => `sum((select sum((e->>'energyWh')::float8) from jsonb_array_elements(b.periods) e
                              where e->>'ratePeriod' = '${p}')) as "${p}"`,
              ).join(', ')}
         from ${BUS_BILLS} group by 1`,
    );
    expectSameRows(
      answer.rows,
      expected,
      [['startTime:day', 'd']],
      [['count', 'n'], ...PERIODS.map((p): [string, string] => [periodKey(p), p])],
    );
    for (const row of answer.rows)
      expect(PERIODS.reduce((sum, p) => sum + Number(row[periodKey(p)] ?? 0), 0)).toBeCloseTo(
        Number(row['sum:periods.energyWh']),
        6,
      );
    expectSummedRows(answer, ['count', ...PERIODS.map(periodKey), 'sum:periods.energyWh']);
  });

  it('another seller sees its own buses only', async () => {
    const answer = await t.post(URL, bodyOf(report('busDailyReport')), t.tokens.admin2);
    expect(answer.body.code, answer.body.msg).toBe(0);
    const [theirs] = (
      await t.db.query<Row>(
        `select count(*)::int as n from bill b join vehicle v on v.id = b.vehicle_id and v.seller_id = b.seller_id
          where b.seller_id = (select id from sellers where seller_number = '100002') and v.operation_type = 'GongJiao'`,
      )
    ).rows;
    expect(answer.body.data.summary.count).toBe(Number(theirs.n));
  });

  it('refuses a condition or difference the schema cannot answer', async () => {
    for (const change of [
      { where: ['vehicleId.nope=1'] },
      { where: ['memberId.password=x'] },
      { where: ['startTime=2025'] },
      { measures: ['sum:plateNo-vin'] },
      { measures: ['countDistinct:endSoc-startSoc'] },
      { measures: ['sum:endTime-startSoc'] },
    ]) {
      const answer = await t.post(URL, { ...bodyOf(report('busDailyReport')), ...change }, t.tokens.admin1);
      expect(answer.body.code, JSON.stringify(change)).not.toBe(0);
    }
  });

  /** A report exported with these columns, as the sheet the caller downloads. */
  async function exportedSheet(r: ReturnType<typeof report>, columns: object[], title: string) {
    const exported = await t.post('/api/bill/bill/aggregateExport', { ...bodyOf(r), columns, title }, t.tokens.admin1);
    expect(exported.status, exported.raw.toString().slice(0, 300)).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.raw as unknown as ArrayBuffer);
    return book.worksheets[0];
  }

  it('exports the period report as its table: two header rows, kWh shown, and the total row', async () => {
    const r = report('busPeriodReport');
    const columns = [
      ...r.dimensions.map((d) => ({ key: d.key, title: d.title['en-US'] })),
      ...r.measures.map((m) => ({
        key: m.key,
        title: m.title['en-US'],
        group: m.group?.['en-US'],
        format: m.format,
        divideBy: m.divideBy,
      })),
    ];
    const sheet = await exportedSheet(r, columns, 'Bus energy by rate period');
    // Two header rows: a group's title over its measures, a column without a group over both rows.
    expect(sheet.getRow(1).getCell(2).value).toBe('Energy (kWh)');
    expect(sheet.getRow(2).getCell(2).value).toBe('Peak+');
    expect(sheet.getCell(2, 1).master.address).toBe('A1');
    expect(sheet.getCell(1, 3).master.address).toBe('B1');
    const { summary } = await ask('busPeriodReport');
    const last = sheet.getRow(sheet.rowCount).values as unknown[];
    const totalColumn = columns.findIndex((c) => c.key === 'sum:periods.energyWh') + 1;
    expect(Number(last[totalColumn])).toBe(roundTo(summary['sum:periods.energyWh'] / 1000, 2));
  });

  it('exports figures rounded as the table shows them, not as the database computes them', async () => {
    const r = report('busVehicleReport');
    const measures = r.measures.map((m) => ({ key: m.key, title: m.title['en-US'], format: m.format }));
    const columns = [...r.dimensions.map((d) => ({ key: d.key, title: d.title['en-US'] })), ...measures];
    const sheet = await exportedSheet(r, columns, 'Bus vehicles');
    const { rows } = await ask('busVehicleReport');
    // The averages of whole SOC percentages come out of the database with many decimals.
    expect(rows.some((row) => !Number.isInteger(Number(row['avg:startSoc']) * 100))).toBe(true);
    const decimals = (value: number) => (String(value).split('.')[1] ?? '').length;
    const bill = t.bundle.entities.get('bill');
    measures.forEach((measure, i) => {
      const column = r.dimensions.length + i + 1;
      const digits = measureDigits(measure, bill);
      for (let line = 2; line <= sheet.rowCount; line++) {
        const value = Number(sheet.getRow(line).getCell(column).value);
        expect(decimals(value), `${measure.key}: ${value}`).toBeLessThanOrEqual(digits);
      }
    });
    const avgColumn = r.dimensions.length + measures.findIndex((m) => m.key === 'avg:startSoc') + 1;
    expect(Number(sheet.getRow(2).getCell(avgColumn).value)).toBe(roundTo(Number(rows[0]['avg:startSoc']), 2));
  });
});
