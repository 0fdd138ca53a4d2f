import { expect, test } from '../support/fixtures';
import { md5 } from 'js-md5';
import { ADMIN, login, STATION_URL, tableRows } from './screen-helpers';

const tabList = (page: import('@playwright/test').Page) => page.locator('.entity-detail-tabs .ant-tabs-tab');
const tabPane = (page: import('@playwright/test').Page) => page.locator('.entity-detail-tabs .ant-tabs-tabpane-active');

test.describe("a station's tabbed detail", () => {
  test('opens on basic information, lists its piles, its guns and its groups in tabs, and keeps the tab in the address', async ({
    page,
    request,
  }) => {
    await login(page, ADMIN);
    // The oldest stations are the seeded ones, with piles and groups.
    await page.goto(`${STATION_URL}?sort=id.ascend`);
    const first = tableRows(page).first();
    await expect(first).toBeVisible();
    await first.locator('a').first().click();
    await expect(page).toHaveURL(/\/station\/detail\/\d+$/);
    await expect(tabList(page)).toHaveText(['基本信息', '充电桩', '充电枪', '所属分组']);
    await expect(tabPane(page)).toContainText('场站编码');

    const piles = page.waitForResponse((r) => r.url().endsWith('/api/config/pile/page'));
    await page.getByRole('tab', { name: '充电桩' }).click();
    const answer = await (await piles).json();
    expect(answer.data.totalCount).toBeGreaterThanOrEqual(4);
    await expect(page).toHaveURL(/\?tab=piles$/);
    const rows = tabPane(page).locator('.ant-table-tbody > tr.ant-table-row');
    await expect(rows).toHaveCount(Math.min(answer.data.totalCount, 10));
    const codes = answer.data.data.map((pile: { code: string }) => pile.code);
    await expect(rows.first()).toContainText(codes[0]);

    await page.reload();
    await expect(page.getByRole('tab', { name: '充电桩', selected: true })).toBeVisible();
    await expect(rows.first()).toContainText(codes[0]);

    const stationId = Number(/detail\/(\d+)/.exec(page.url())![1]);
    // Its guns reach it through their piles: every gun listed hangs on one of its piles.
    const signedIn = await request.post('/api/system/login', {
      data: {
        sellerNumber: '100001',
        credentials: { account: 'admin', password: md5('Admin@123456') },
        smsCaptchaPass: true,
      },
    });
    const token = (await signedIn.json()).data.token as string;
    const allPiles = await request.post('/api/config/pile/page', {
      data: { filters: { stationId }, pageSize: 500 },
      headers: { authorization: token },
    });
    const pileIds = new Set((await allPiles.json()).data.data.map((pile: { id: number }) => pile.id));
    const gunsAnswer = page.waitForResponse((r) => r.url().endsWith('/api/config/gun/page'));
    await page.getByRole('tab', { name: '充电枪' }).click();
    await expect(page).toHaveURL(/\?tab=guns$/);
    const guns = (await (await gunsAnswer).json()).data;
    expect(guns.totalCount).toBeGreaterThanOrEqual(pileIds.size);
    for (const gun of guns.data) expect(pileIds.has(gun.pileId)).toBe(true);
    await expect(tabPane(page).locator('.ant-table-tbody > tr.ant-table-row')).toHaveCount(
      Math.min(guns.totalCount, 10),
    );

    // The groups that include this station: matched through the join table on the server.
    const grouped = page.waitForResponse((r) => r.url().endsWith('/api/config/stationGroup/page'));
    await page.getByRole('tab', { name: '所属分组' }).click();
    await expect(page).toHaveURL(/\?tab=groups$/);
    const found = (await (await grouped).json()).data;
    for (const group of found.data) expect(group.stationIds).toContain(stationId);
    const groups = tabPane(page).locator('.ant-table-tbody > tr.ant-table-row');
    await expect(groups).toHaveCount(found.data.length);
    for (const group of found.data) await expect(tabPane(page)).toContainText(group.name);
  });

  test("a pile's detail lists its guns in a tab", async ({ page }) => {
    await login(page, ADMIN);
    await page.goto('/business/stationManage/pile');
    await tableRows(page).first().locator('a').first().click();
    await expect(page).toHaveURL(/\/pile\/detail\/\d+$/);
    const guns = page.waitForResponse((r) => r.url().endsWith('/api/config/gun/page'));
    await page.getByRole('tab', { name: '充电枪' }).click();
    const answer = await (await guns).json();
    expect(answer.data.totalCount).toBeGreaterThanOrEqual(1);
    await expect(tabPane(page).locator('.ant-table-tbody > tr.ant-table-row')).toHaveCount(answer.data.totalCount);
  });
});
