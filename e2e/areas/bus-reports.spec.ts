import { expect, type Locator, type Page, test } from '../support/fixtures';
import { chartDrawn } from '../support/chart-pixels';
import { login } from '../support/login';

/**
 * Bus reports: each opens with rows of the demo buses, its total row is the sum of its rows,
 * it exports an Excel file, and the energy-by-period report draws its stacked bars.
 */

interface ReportCase {
  id: string;
  url: string;
  /** The dimension columns before the measures. */
  dimensions: number;
  /** Measures summed in the total row: their position among the measures, and the display divisor. */
  summed: { key: string; index: number; divideBy?: number }[];
  /** A text every demo seller's rows show (a fleet's name), or none. */
  shows?: RegExp;
}

const REPORTS: ReportCase[] = [
  {
    id: 'busDailyReport',
    url: '/report/busReport/daily',
    dimensions: 2,
    summed: [
      { key: 'count', index: 1 },
      { key: 'sum:kwh', index: 2 },
      { key: 'sum:totalAmount', index: 3, divideBy: 100 },
    ],
    shows: /公交三公司|18 路车队/,
  },
  {
    id: 'busFleetReport',
    url: '/report/busReport/fleet',
    dimensions: 2,
    summed: [
      { key: 'count', index: 0 },
      { key: 'sum:kwh', index: 1 },
      { key: 'sum:periods.energyWh', index: 7, divideBy: 1000 },
    ],
    shows: /18路/,
  },
  {
    id: 'busVehicleReport',
    url: '/report/busReport/vehicle',
    dimensions: 3,
    summed: [
      { key: 'count', index: 0 },
      { key: 'sum:kwh', index: 1 },
      { key: 'sum:endTime-startTime', index: 2 },
    ],
    shows: /粤B[DF]\d{2}9\d{2}/,
  },
  {
    id: 'busPeriodReport',
    url: '/report/busReport/period',
    dimensions: 1,
    summed: [
      { key: 'sum:periods.energyWh|periods.ratePeriod=Feng', index: 1, divideBy: 1000 },
      { key: 'sum:periods.energyWh', index: 4, divideBy: 1000 },
      { key: 'count', index: 5 },
    ],
  },
];

const number = (text: string) => Number(text.replace(/,/g, '').trim());

/** Opens a report over all its dates (the demo bills are recent, whatever day this runs). */
async function openAllTime(page: Page, report: ReportCase): Promise<Locator> {
  await page.goto(report.url);
  const root = page.locator(`[data-testid=report-page][data-report=${report.id}]`);
  await expect(root).toBeVisible();
  await root.getByTestId('report-preset').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^全部$/ })
    .click();
  const rows = root.locator('.report-table tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(root.locator('.report-table .ant-spin-spinning')).toHaveCount(0);
  return root;
}

test.beforeEach(async ({ page }) => {
  await login(page);
});

for (const report of REPORTS)
  test(`${report.url} shows the buses' rows and a total row that adds them up`, async ({ page }) => {
    const root = await openAllTime(page, report);
    const rows = root.locator('.report-table tbody tr.ant-table-row');
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    // Every row is on this one page, so the rows seen are all the rows totalled.
    await expect(root.locator('.ant-pagination')).toHaveCount(0);
    if (report.shows) await expect(root.locator('.report-table tbody')).toContainText(report.shows);
    const summary = root.getByTestId('report-summary');
    await expect(summary).toContainText('合计');
    for (const measure of report.summed) {
      const cells = await rows.locator(`td:nth-child(${report.dimensions + measure.index + 1})`).allTextContents();
      expect(cells).toHaveLength(count);
      const shown = cells.reduce((sum, text) => sum + number(text), 0);
      const total = Number(await summary.locator(`[data-measure="${measure.key}"]`).getAttribute('data-value'));
      expect(total, measure.key).toBeGreaterThan(0);
      // Each shown cell is rounded to its measure's decimals (two for figures without a precision
      // of their own, such as energy divided down from Wh): half a hundredth at most per cell.
      expect(Math.abs(shown - total / (measure.divideBy ?? 1)), measure.key).toBeLessThanOrEqual(0.005 * count + 1e-9);
    }
    const download = page.waitForEvent('download');
    await root.getByTestId('report-export').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  });

test('the energy-by-period report draws its stacked bars', async ({ page }) => {
  const root = await openAllTime(page, REPORTS[3]);
  const chart = root.getByTestId('report-chart');
  await expect.poll(() => chartDrawn(chart), { timeout: 15_000 }).toBe(true);
});
