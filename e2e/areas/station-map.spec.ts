import { expect, test, type Locator, type Page } from '../support/fixtures';
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

/** The aggregate answer of the bills the page asks for by city with exactly these measures. */
function cityAnswer(page: Page, measures: string[]) {
  return page.waitForResponse((response) => {
    if (!response.url().endsWith('/aggregate')) return false;
    const body = JSON.parse(response.request().postData() ?? '{}') as { dimensions?: string[]; measures?: string[] };
    return (
      JSON.stringify(body.dimensions) === JSON.stringify(['stationId.city']) &&
      JSON.stringify(body.measures) === JSON.stringify(measures)
    );
  });
}

type CityRow = Record<string, number | string | null>;

/**
 * The place of a heat map circle that no other circle covers at its middle (one a click
 * reaches), once the map is in view and has settled.
 */
async function uncoveredCircle(circles: Locator): Promise<string> {
  await circles.first().page().getByTestId('heat-map').scrollIntoViewIfNeeded();
  const find = () =>
    circles.evaluateAll((nodes) =>
      nodes
        .map((node) => {
          const box = node.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return top === node ? (node as HTMLElement).dataset.place : undefined;
        })
        .find(Boolean),
    );
  await expect.poll(find).toBeTruthy();
  return (await find())!;
}

test.describe('maps of the cockpit and the user analysis', () => {
  test('the cockpit overview shows the stations on a dark map; a marker leads to its station', async ({ page }) => {
    const errors = consoleErrors(page);
    await login(page);
    await page.goto('/cockpit/overview');
    const panel = page.getByTestId('cockpit-station-map');
    const map = panel.getByTestId('station-map');
    await expect(map).toHaveClass(/leaflet-container/);
    await expect(map).toHaveCSS('background-color', 'rgb(11, 26, 46)');
    await expect(panel.getByText('没有可用的地图瓦片：场站画在经纬网上')).toBeVisible();
    const shown = Number((await panel.getByText(/个场站在图上/).innerText()).replace(/\D.*$/, ''));
    expect(shown).toBeGreaterThan(1);
    await expect.poll(() => stationsOnMap(page)).toBe(shown);

    const marker = await someMarker(page);
    const name = (await marker.getAttribute('title'))!;
    const stationId = await marker.getAttribute('data-station');
    await marker.click();
    await expect(marker).toHaveClass(/map-dot-selected/);
    const selected = panel.getByTestId('cockpit-station-selected');
    await expect(selected).toContainText(name);
    await selected.getByRole('button', { name: '场站详情' }).click();
    await expect(page).toHaveURL(`/business/stationManage/station/detail/${stationId}`);
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
    expect(errors.filter((text) => /Content.Security.Policy|leaflet/i.test(text))).toEqual([]);
  });

  test("the region tab's heat map has one circle per city, with the charts' members and energy", async ({ page }) => {
    const errors = consoleErrors(page);
    await login(page);
    const membersChart = cityAnswer(page, ['countDistinct:memberId']);
    const kwhChart = cityAnswer(page, ['sum:kwh']);
    await page.goto('/userDataAnalysis/region');
    const members = (await (await membersChart).json()).data as { rows: CityRow[] };
    const kwh = (await (await kwhChart).json()).data as { rows: CityRow[]; truncated: boolean };
    const cities = kwh.rows.filter((row) => row['stationId.city']);
    expect(cities.length).toBeGreaterThan(0);
    expect(kwh.truncated).toBe(false);

    const map = page.getByTestId('heat-map');
    await expect(map).toHaveClass(/leaflet-container/);
    const circles = map.getByTestId('heat-place');
    await expect(circles).toHaveCount(cities.length);
    for (const row of cities) {
      const circle = map.locator(`[data-testid=heat-place][data-place="${row['stationId.city']}"]`);
      // The same sum, read from the rollup by the chart and from the bills by the map: equal to
      // the last of the kWh column's digits (float sums of many rows differ further down).
      expect(Number(await circle.getAttribute('data-kwh'))).toBeCloseTo(Number(row['sum:kwh']), 3);
    }
    for (const row of members.rows.filter((r) => r['stationId.city'])) {
      const circle = map.locator(`[data-testid=heat-place][data-place="${row['stationId.city']}"]`);
      await expect(circle).toHaveAttribute('data-members', String(row['countDistinct:memberId']));
    }

    // The table beside the map lists each city with the circle's figures.
    const table = page.getByTestId('region-city-table');
    for (const row of cities) {
      const circle = map.locator(`[data-testid=heat-place][data-place="${row['stationId.city']}"]`);
      const line = table.locator('.ant-table-row').filter({ hasText: String(row['stationId.city']) });
      await expect(line.locator('td').nth(1)).toHaveText((await circle.getAttribute('data-members'))!);
      await expect(line.locator('td').nth(2)).toHaveText(
        Number(await circle.getAttribute('data-kwh')).toLocaleString('zh-CN', { maximumFractionDigits: 2 }),
      );
    }

    // A click on a circle (one not covered by another) names its city and figures.
    const open = await uncoveredCircle(circles);
    const circle = map.locator(`[data-testid=heat-place][data-place="${open}"]`);
    await circle.click();
    await expect(circle).toHaveClass(/map-heat-selected/);
    const figures = cities.find((row) => row['stationId.city'] === open)!;
    const memberCount = members.rows.find((row) => row['stationId.city'] === open)!['countDistinct:memberId'];
    await expect(page.getByTestId('region-map-selected')).toContainText(`${open}: 充电会员 ${memberCount}`);
    await expect(page.getByTestId('region-map-selected')).toContainText(
      `${Number(figures['sum:kwh']).toLocaleString('zh-CN', { maximumFractionDigits: 2 })} kWh`,
    );

    // By station: a circle per charged station, whose energy adds up to the cities' energy; a
    // station's circle leads to the station.
    await page.getByTestId('region-map-level').getByText('按场站').click();
    await expect(page.getByTestId('region-map')).toHaveAttribute('data-level', 'station');
    await expect.poll(() => circles.count()).toBeGreaterThan(cities.length);
    const stationKwh = (await circles.evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.kwh)))
      .map(Number)
      .reduce((sum, value) => sum + value, 0);
    expect(stationKwh).toBeCloseTo(
      cities.reduce((sum, row) => sum + Number(row['sum:kwh']), 0),
      2,
    );
    const station = await uncoveredCircle(circles);
    const stationCircle = map.locator(`[data-testid=heat-place][data-place="${station}"]`);
    const stationName = (await stationCircle.getAttribute('title'))!.split(':')[0];
    await stationCircle.click();
    await expect(page.getByTestId('region-map-selected')).toContainText(`${stationName}: 充电会员`);
    await page.getByTestId('region-map').getByRole('button', { name: '场站详情' }).click();
    await expect(page).toHaveURL(`/business/stationManage/station/detail/${station}`);
    expect(errors.filter((text) => /Content.Security.Policy|leaflet/i.test(text))).toEqual([]);
  });
});
