import { expect, type Page, test } from '../support/fixtures';
import { chartDrawn } from '../support/chart-pixels';
import { login } from '../support/login';

/**
 * Cockpit: each cockpit opens with its figures and drawn charts, its figures are the totals of
 * the lists they count, and the big-screen menu items open their dark pages in a window of
 * their own that shows the seller's figures.
 */

async function expectCharts(page: Page, ids: string[]) {
  for (const id of ids) {
    const chart = page.getByTestId(id);
    await expect(chart.locator('[data-chart-state="ready"]'), id).toBeVisible();
    await expect.poll(() => chartDrawn(chart), { message: id }).toBe(true);
  }
}

/** A KPI's raw value once loaded. */
async function kpi(page: Page, key: string): Promise<number> {
  const box = page.getByTestId(`kpi-${key}`);
  await expect(box).toHaveAttribute('data-value', /^-?\d/);
  return Number(await box.getAttribute('data-value'));
}

/** The total a list reports for its current filters. */
async function listTotal(page: Page, url: string): Promise<number> {
  await page.goto(url);
  const total = page.locator('.ant-pagination-total-text');
  await expect(total).toBeVisible();
  return Number((await total.innerText()).replace(/\D/g, ''));
}

test.describe('cockpit', () => {
  test('the overview shows the network, today and the trend; its counts are the lists’ totals', async ({ page }) => {
    await login(page);
    await page.goto('/cockpit/overview');
    await expect(page.getByTestId('cockpit-overview')).toBeVisible();
    await expectCharts(page, ['overview-gun-status', 'overview-trend', 'overview-stations-by-city']);
    await expect(page.getByTestId('cockpit-station-map').getByTestId('station-map')).toHaveClass(/leaflet-container/);
    const stations = await kpi(page, 'stations');
    const piles = await kpi(page, 'piles');
    const guns = await kpi(page, 'guns');
    expect(stations).toBeGreaterThan(0);
    expect(await kpi(page, 'pile-online-rate')).toBeLessThanOrEqual(100);
    expect(await kpi(page, 'members')).toBeGreaterThan(0);
    await expect(page.getByTestId('kpi-today-amount')).toContainText('¥');
    expect(await listTotal(page, '/business/stationManage/station')).toBe(stations);
    expect(await listTotal(page, '/business/stationManage/pile')).toBe(piles);
    expect(await listTotal(page, '/business/stationManage/gun')).toBe(guns);
  });

  test('the platform cockpit splits revenue by business type and ranks stations; a longer period counts more', async ({
    page,
  }) => {
    await login(page);
    await page.goto('/cockpit/platform');
    await expect(page.getByTestId('cockpit-platform')).toBeVisible();
    await expectCharts(page, [
      'platform-trend',
      'platform-business-types',
      'platform-ranking',
      'platform-station-types',
    ]);
    const monthSessions = await kpi(page, 'sessions');
    expect(monthSessions).toBeGreaterThan(0);
    expect(await kpi(page, 'revenue')).toBeGreaterThan(0);
    expect(await kpi(page, 'gun-utilisation')).toBeLessThanOrEqual(100);
    const ranking = page.getByTestId('platform-ranking-table').locator('.ant-table-row');
    await expect(ranking.first()).toBeVisible();
    expect(await ranking.count()).toBeLessThanOrEqual(10);
    // The bill list of this month holds exactly the sessions counted.
    const monthBills = await listTotal(page, '/bill/billManage/bill');
    expect(monthBills).toBe(monthSessions);
    await page.goto('/cockpit/platform');
    await page.getByTestId('cockpit-period').getByText('全部').click();
    await expect.poll(() => kpi(page, 'sessions')).toBeGreaterThanOrEqual(monthSessions);
    await page.getByTestId('cockpit-period').getByText('今日').click();
    await expect.poll(() => kpi(page, 'sessions')).toBeLessThanOrEqual(monthSessions);
  });

  test('the team cockpit shows the fleets, their balances, consumption and rankings', async ({ page }) => {
    await login(page);
    await page.goto('/cockpit/team');
    await expect(page.getByTestId('cockpit-team')).toBeVisible();
    await expectCharts(page, ['team-trend', 'team-cars', 'team-fleet-ranking', 'team-driver-ranking']);
    const fleets = await kpi(page, 'fleets');
    expect(fleets).toBeGreaterThan(0);
    expect(await kpi(page, 'fleet-members')).toBeGreaterThan(0);
    expect(await kpi(page, 'fleet-balance')).toBeGreaterThan(0);
    expect(await kpi(page, 'fleet-charging')).toBeGreaterThanOrEqual(0);
    const cars = await kpi(page, 'fleet-cars');
    expect(await listTotal(page, '/member/fleetManage/car')).toBe(cars);
  });

  test('the interconnection monitor shows success and latency per enterprise and the log tail', async ({ page }) => {
    await login(page);
    await page.goto('/cockpit/interconnectionMonitor');
    await expect(page.getByTestId('cockpit-interconnection')).toBeVisible();
    await expectCharts(page, ['interconnection-enterprises', 'interconnection-per-day']);
    const calls = await kpi(page, 'calls');
    const rate = await kpi(page, 'success-rate');
    expect(calls).toBeGreaterThan(0);
    expect(rate).toBeGreaterThan(0);
    expect(rate).toBeLessThanOrEqual(100);
    expect(await kpi(page, 'failures')).toBe(Math.round(calls - (calls * rate) / 100));
    const enterprises = page.getByTestId('interconnection-enterprise-table').locator('.ant-table-row');
    await expect(enterprises.first()).toBeVisible();
    await expect(enterprises.first().locator('.ant-tag')).toContainText('%');
    await expect(page.getByTestId('interconnection-log-tail').locator('.ant-table-row')).toHaveCount(10);
    // The tail is the interface log list's newest rows.
    const newest = await page.getByTestId('interconnection-log-tail').locator('.ant-table-row').first().innerText();
    await page.goto('/interfaceManage/log/log');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    expect(newest).toContain(
      (await page.locator('.ant-table-row').first().innerText()).match(/\d{4}-\d\d-\d\d \d\d:\d\d/)![0],
    );
  });

  test('the big-screen item opens a dark full-window page of figures in a new window', async ({ page }) => {
    await login(page);
    await page.goto('/cockpit/overview');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page
        .getByRole('menuitem')
        .filter({ hasText: /^大屏$/ })
        .click(),
    ]);
    await expect(popup).toHaveURL(/\/activityPage\/expoScreen_company\/index\.html$/);
    await expect(popup.locator('#title')).toHaveText('智慧充电运营监控中心');
    await expect(popup.locator('#kpis .kpi')).toHaveCount(4);
    await expect(popup.getByTestId('big-screen-kpi-pileOnlineRate').locator('.value')).toHaveText(/^\d+(\.\d)?%$/);
    await expect(popup.locator('#trend rect').first()).toBeVisible();
    await expect(popup.locator('#guns path').first()).toBeVisible();
    await expect(popup.locator('#ranking rect').first()).toBeVisible();
    await expect(popup.locator('#notice')).toBeHidden();
    const background = await popup.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(5, 13, 31)');
  });

  test('the 3D big screen opens in a new window and draws the stations with today’s figures', async ({ page }) => {
    await login(page);
    await page.goto('/cockpit/overview');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page
        .getByRole('menuitem')
        .filter({ hasText: /^3D大屏$/ })
        .click(),
    ]);
    await expect(popup).toHaveURL(/\/activityPage\/3DLargeScreen\/index\.html$/);
    await expect(popup.getByTestId('big-screen-scene')).toHaveAttribute('data-stations', /^[1-9]\d*$/);
    await expect(popup.getByTestId('big-screen-kpi-pileOnlineRate').locator('.value')).toHaveText(/^\d+(\.\d)?%$/);
    await expect(popup.locator('#gauge text').first()).toHaveText(/%$/);
  });

  test('a big screen without a session says so and leads to the login page', async ({ page }) => {
    await page.goto('/activityPage/expoScreen_company/index.html');
    await expect(page.locator('#notice')).toBeVisible();
    await expect(page.locator('#notice a')).toHaveAttribute('href', '/user/login');
  });
});
