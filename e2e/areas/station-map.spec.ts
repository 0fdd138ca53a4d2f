import { expect, test, type Page } from '@playwright/test';
import { login } from '../support/login';

/**
 * Maps: the station map draws every station as a marker on a Leaflet map (on its plain grid,
 * since no tile server is configured here), clusters crowded ones, and a marker's click shows the
 * station's card, whose link leads to the station; the station form's coordinates are picked on
 * a map and saved.
 */

/** Errors the page logs, Content-Security-Policy refusals among them. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Zooms into clusters until a single station's marker shows; answers that marker. */
async function someMarker(page: Page) {
  const map = page.getByTestId('station-map');
  const markers = map.getByTestId('station-marker');
  for (let i = 0; i < 12 && (await markers.count()) === 0; i++) {
    const cluster = map.getByTestId('station-cluster').first();
    const count = Number(await cluster.innerText());
    expect(count).toBeGreaterThan(1);
    await cluster.click();
    // The zoom animation ends with the cluster split into smaller ones or markers.
    await expect(map.getByTestId('station-cluster').filter({ hasText: new RegExp(`^${count}$`) })).toHaveCount(0);
  }
  await expect(markers.first()).toBeVisible();
  return markers.first();
}

test.describe('maps', () => {
  test('the station map shows the stations as markers; a click shows the card, whose link opens the station', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await login(page);
    await page.goto('/business/stationManage/stationMap');
    const map = page.getByTestId('station-map');
    await expect(map).toHaveClass(/leaflet-container/);
    // No tile server here: the markers stand on the plain grid, and the map says so.
    await expect(page.getByText('没有可用的地图瓦片：场站画在经纬网上')).toBeVisible();
    await expect(map.locator('canvas.leaflet-tile').first()).toBeVisible();
    const shown = Number((await page.getByText(/个场站在图上/).innerText()).replace(/\D.*$/, ''));
    expect(shown).toBeGreaterThan(1);
    // Every station is on the map, alone or counted in a cluster.
    await expect
      .poll(async () => {
        const counts = await map.getByTestId('station-cluster').allInnerTexts();
        return counts.reduce((sum, text) => sum + Number(text), await map.getByTestId('station-marker').count());
      })
      .toBe(shown);

    const marker = await someMarker(page);
    const name = (await marker.getAttribute('title'))!;
    await marker.click();
    await expect(marker).toHaveClass(/map-dot-selected/);
    const card = page.locator('.ant-descriptions').filter({ hasText: name });
    await expect(card.locator('.ant-descriptions-title')).toHaveText(name);
    const stationId = await marker.getAttribute('data-station');
    await page.getByRole('button', { name: '场站详情' }).click();
    await expect(page).toHaveURL(`/business/stationManage/station/detail/${stationId}`);
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
    expect(errors.filter((text) => /Content.Security.Policy|leaflet/i.test(text))).toEqual([]);
  });
});
