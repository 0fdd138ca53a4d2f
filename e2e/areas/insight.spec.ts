import { expect, type Page, test } from '../support/fixtures';
import { barCentre, chartDrawn } from '../support/chart-pixels';
import { login } from '../support/login';

/**
 * Insight: the home dashboard's charts draw in the browser (G2 on a canvas), every figure is
 * the total of the list it came from, and a bar opens that list filtered to its group.
 */

const listTotal = async (page: Page) => {
  await expect(page.locator('.ant-pagination-total-text')).toBeVisible();
  return Number((await page.locator('.ant-pagination-total-text').innerText()).replace(/\D/g, ''));
};

test.describe('home dashboard', () => {
  test('draws its charts, and its figures are the totals of the lists they count', async ({ page }) => {
    await login(page);
    await page.goto('/home');
    const dashboard = page.getByTestId('home-dashboard');
    await expect(dashboard).toBeVisible();
    for (const id of ['chart-gun-status', 'chart-piles-by-station', 'chart-stations-by-type', 'chart-pile-online']) {
      const chart = page.getByTestId(id);
      await expect(chart.locator('[data-chart-state="ready"]')).toBeVisible();
      await expect.poll(() => chartDrawn(chart), { message: id }).toBe(true);
    }
    const stations = Number(await page.getByTestId('kpi-stations').getAttribute('data-value'));
    const piles = Number(await page.getByTestId('kpi-piles').getAttribute('data-value'));
    expect(stations).toBeGreaterThan(0);
    await page.goto('/business/stationManage/station');
    expect(await listTotal(page)).toBe(stations);
    await page.goto('/business/stationManage/pile');
    expect(await listTotal(page)).toBe(piles);
  });

  test('a station’s bar opens its piles', async ({ page }) => {
    await login(page);
    await page.goto('/home');
    const chart = page.getByTestId('chart-piles-by-station');
    await expect.poll(() => chartDrawn(chart)).toBe(true);
    // The chart sits below the fold on a laptop screen: bring it into view, as a person scrolls.
    await chart.scrollIntoViewIfNeeded();
    const bar = await expect
      .poll(() => barCentre(chart, 'leftmost column'), { message: 'a bar drawn and settled' })
      .not.toBeNull()
      .then(() => barCentre(chart, 'leftmost column'));
    // Hovering first, as a person does: the chart shows the bar's tooltip, then takes the click.
    await page.mouse.move(bar!.x, bar!.y);
    await expect(chart.locator('.g2-tooltip')).toBeVisible();
    await page.mouse.click(bar!.x, bar!.y);
    await expect(page).toHaveURL(/\/business\/stationManage\/pile\?stationId=\d+/);
    const filtered = await listTotal(page);
    expect(filtered).toBeGreaterThan(0);
    // Only that station's piles: fewer than all of them, the figure its bar stands for.
    await page.goto('/business/stationManage/pile');
    expect(await listTotal(page)).toBeGreaterThan(filtered);
  });
});
