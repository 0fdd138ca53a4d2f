import { expect, test, type Page } from '@playwright/test';
import { formInput, formItem } from '../screens/screen-helpers';
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

/** The stations the map draws: single markers plus the counts of the clusters. */
async function stationsOnMap(page: Page): Promise<number> {
  const map = page.getByTestId('station-map');
  const counts = await map.getByTestId('station-cluster').allInnerTexts();
  return counts.reduce((sum, text) => sum + Number(text), await map.getByTestId('station-marker').count());
}

/**
 * Zooms into clusters until a single station's marker shows; answers that marker. A cluster of
 * stations at one point spreads its markers out instead of zooming.
 */
async function someMarker(page: Page) {
  const map = page.getByTestId('station-map');
  const markers = map.getByTestId('station-marker');
  for (let i = 0; i < 12 && (await markers.count()) === 0; i++) {
    const cluster = map.getByTestId('station-cluster').first();
    const count = Number(await cluster.innerText());
    expect(count).toBeGreaterThan(1);
    await cluster.click();
    const same = map.getByTestId('station-cluster').filter({ hasText: new RegExp(`^${count}$`) });
    await expect.poll(async () => (await markers.count()) > 0 || (await same.count()) === 0).toBe(true);
  }
  await expect(markers.first()).toBeVisible();
  // Markers just beyond the view's edge are drawn too: the one to click is inside the map.
  const box = (await map.boundingBox())!;
  for (const marker of await markers.all()) {
    const at = await marker.boundingBox();
    if (
      at &&
      at.x > box.x &&
      at.y > box.y &&
      at.x + at.width < box.x + box.width &&
      at.y + at.height < box.y + box.height
    )
      return marker;
  }
  throw new Error('no marker inside the map');
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
    await expect.poll(() => stationsOnMap(page)).toBe(shown);

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

  test('the station form picks its coordinates on a map; the picked and the typed ones are saved', async ({ page }) => {
    const errors = consoleErrors(page);
    await login(page);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value);
    const listed = await page.request.post('/api/config/station/page', {
      headers: { authorization: token },
      data: { pageNo: 1, pageSize: 1 },
    });
    const station = (await listed.json()).data.data[0] as { id: number; longitude: string; latitude: string };
    const detail = `/business/stationManage/station/detail/${station.id}`;
    const shownValue = (title: string) =>
      page.getByRole('cell', { name: title, exact: true }).locator('xpath=following-sibling::*[1]');

    await page.goto(detail);
    await page.getByRole('button', { name: /编\s*辑/ }).click();
    await formItem(page, '经度').getByTestId('coordinate-pick').click();
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('coordinate-map') });
    // It opens on the station's own point, on the plain grid (no tile server here).
    await expect(dialog.getByTestId('picked-point')).toBeVisible();
    await expect(dialog.getByText('没有可用的地图瓦片：显示经纬网')).toBeVisible();
    await expect(dialog.getByTestId('picked-coordinates')).toContainText(String(Number(station.longitude)));
    await dialog.getByTestId('coordinate-map').click({ position: { x: 120, y: 90 } });
    const picked = dialog.getByTestId('picked-coordinates');
    await expect(picked).not.toContainText(String(Number(station.longitude)));
    const [longitude, latitude] = ((await picked.innerText()).match(/-?\d+\.?\d*/g) ?? []).map(Number);
    // Up and to the left of the station: west and north of it, and near.
    expect(longitude).toBeLessThan(Number(station.longitude));
    expect(latitude).toBeGreaterThan(Number(station.latitude));
    expect(Math.abs(longitude - Number(station.longitude))).toBeLessThan(0.1);
    // A click set both fields of the form.
    await expect(formInput(page, '经度')).toHaveValue(longitude.toFixed(10));
    await expect(formInput(page, '纬度')).toHaveValue(latitude.toFixed(10));
    await dialog.getByRole('button', { name: /完\s*成/ }).click();
    await expect(dialog).toBeHidden();
    await page.locator('.ant-drawer [data-action=submit]').click();
    await expect(page.locator('.ant-drawer')).toBeHidden();
    await expect(shownValue('经度')).toContainText(String(longitude));
    await expect(shownValue('纬度')).toContainText(String(latitude));

    // Typed values still work beside the picker.
    await page.getByRole('button', { name: /编\s*辑/ }).click();
    await formInput(page, '纬度').fill('22.5');
    await page.locator('.ant-drawer [data-action=submit]').click();
    await expect(page.locator('.ant-drawer')).toBeHidden();
    await expect(shownValue('纬度')).toContainText('22.5');
    await expect(shownValue('经度')).toContainText(String(longitude));
    expect(errors.filter((text) => /Content.Security.Policy|leaflet/i.test(text))).toEqual([]);
  });

  test('map monitoring draws the stations it counts on the map', async ({ page }) => {
    const errors = consoleErrors(page);
    await login(page);
    await page.goto('/business/mapMonitor/map');
    await expect(page.getByTestId('station-map')).toHaveClass(/leaflet-container/);
    const counted = page.locator('.ant-statistic').filter({ hasText: '场站' }).locator('.ant-statistic-content-value');
    const stations = Number(await counted.innerText());
    expect(stations).toBeGreaterThan(1);
    await expect.poll(() => stationsOnMap(page)).toBe(stations);
    const marker = await someMarker(page);
    const name = (await marker.getAttribute('title'))!;
    await marker.click();
    await expect(page.locator('.ant-descriptions-title')).toHaveText(name);
    expect(errors.filter((text) => /Content.Security.Policy|leaflet/i.test(text))).toEqual([]);
  });
});
