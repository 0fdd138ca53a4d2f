import { expect, type Locator, type Page, test } from '@playwright/test';
import { login } from '../support/login';

/**
 * Insight: the home dashboard's charts draw in the browser (G2 on a canvas), every figure is
 * the total of the list it came from, and a bar opens that list filtered to its group.
 */

/** Whether a chart's canvas holds drawn pixels (not a blank or transparent box). */
async function drawn(chart: Locator): Promise<boolean> {
  const canvas = chart.locator('canvas').first();
  await expect(canvas).toBeVisible();
  return canvas.evaluate((element) => {
    const node = element as HTMLCanvasElement;
    const context = node.getContext('2d');
    if (!context || node.width === 0 || node.height === 0) return false;
    const { data } = context.getImageData(0, 0, node.width, node.height);
    let painted = 0;
    for (let i = 3; i < data.length; i += 4 * 16) if (data[i] > 0) painted++;
    return painted > 100;
  });
}

/**
 * The page position of the middle of the leftmost bar a column chart drew: found in the canvas
 * pixels (G2's bars are saturated blue), so the click does not depend on the axis widths or on
 * how many groups the data has. Null until two looks a moment apart agree (the bars grow in).
 */
async function firstBarCentre(chart: Locator): Promise<{ x: number; y: number } | null> {
  const canvas = chart.locator('canvas').first();
  const look = () =>
    canvas.evaluate((element) => {
      const node = element as HTMLCanvasElement;
      const context = node.getContext('2d');
      if (!context) return null;
      const { width, height } = node;
      const { data } = context.getImageData(0, 0, width, height);
      const blue = (x: number, y: number) => {
        const i = (y * width + x) * 4;
        return data[i + 3] > 200 && data[i + 2] > 180 && data[i] < 120 && data[i + 2] - data[i] > 100;
      };
      // The lowest rows of the plot hold every bar; scan upwards from 85 % of the height.
      for (let y = Math.floor(height * 0.85); y > height * 0.2; y -= 2) {
        for (let x = 0; x < width; x++) {
          if (!blue(x, y)) continue;
          let end = x;
          while (end < width && blue(end, y)) end++;
          if (end - x >= 6) {
            const scale = node.getBoundingClientRect().width / width;
            return { x: ((x + end) / 2) * scale, y: y * scale };
          }
          x = end;
        }
      }
      return null;
    });
  const first = await look();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const second = await look();
  if (!first || !second || first.x !== second.x || first.y !== second.y) return null;
  const box = (await canvas.boundingBox())!;
  return { x: box.x + second.x, y: box.y + second.y };
}

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
      await expect.poll(() => drawn(chart), { message: id }).toBe(true);
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
    await expect.poll(() => drawn(chart)).toBe(true);
    // The chart sits below the fold on a laptop screen: bring it into view, as a person scrolls.
    await chart.scrollIntoViewIfNeeded();
    const bar = await expect
      .poll(() => firstBarCentre(chart), { message: 'a bar drawn and settled' })
      .not.toBeNull()
      .then(() => firstBarCentre(chart));
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
