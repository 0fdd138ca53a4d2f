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

  test('a click on the area of the week’s trend throws nothing', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await login(page);
    await page.goto('/home');
    const chart = page.getByTestId('chart-week-trend');
    await expect.poll(() => chartDrawn(chart)).toBe(true);
    // The area stands for the whole week, not one day: a click inside it, below its line and
    // between its points, opens nothing, and no error either.
    await chart.scrollIntoViewIfNeeded();
    const box = (await chart.locator('canvas').first().boundingBox())!;
    for (const [fx, fy] of [
      [0.18, 0.6],
      [0.46, 0.6],
      [0.75, 0.6],
    ]) {
      // Pointing until the chart answers with its tooltip: drawn and settled, it takes the click.
      await expect
        .poll(async () => {
          await page.mouse.move(box.x + box.width * fx, box.y + box.height * fy - 1);
          await page.mouse.move(box.x + box.width * fx, box.y + box.height * fy);
          return chart.locator('.g2-tooltip').isVisible();
        })
        .toBe(true);
      await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
    }
    expect(errors).toEqual([]);
    await expect(page).toHaveURL(/\/home$/);
  });
});
