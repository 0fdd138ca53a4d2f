import { expect, test } from '../support/fixtures';
import { ADMIN, login } from './shell-helpers';

test.describe('every page through one screen registry (SPEC section 2)', () => {
  test('the always-present extra pages open as real, titled pages, never the 404 page', async ({ page }) => {
    await login(page, ADMIN);
    // Each shows its own screen, with content, under its menu's crumb.
    const pages = [
      {
        path: '/business/stationManage/StationMonitorDetail',
        title: '场站监控详情',
        crumb: '场站管理',
      },
      { path: '/safe/monitorManage/PileMonitorDetail', title: '桩监控详情', crumb: '监控管理' },
      { path: '/system/systemSet/RoleConfig', title: '角色配置', crumb: '系统管理' },
      { path: '/userPortraitInfo/', title: '用户画像详情', crumb: undefined },
      {
        path: '/marketing/marketingManage/ElectricityCardMemberInfo',
        title: '电卡会员信息',
        crumb: undefined,
      },
    ];
    for (const { path, title, crumb } of pages) {
      await page.goto(path);
      await expect(page.getByTestId('page-title')).toHaveText(title);
      if (crumb) await expect(page.getByTestId('page-header').locator('.ant-breadcrumb')).toContainText(crumb);
      await expect(page.getByTestId('content')).not.toBeEmpty();
      await expect(page.getByTestId('exception-404')).toHaveCount(0);
      await expect(page.getByTestId('exception-403')).toHaveCount(0);
    }
  });

  test('the pile types list is mounted a second time under pile management, with its details below that url', async ({
    page,
  }) => {
    await login(page, ADMIN);
    await page.goto('/business/pileManage/pileType');
    await expect(page.getByTestId('page-title')).toHaveText('桩型号');
    await expect(page.getByTestId('page-header').locator('.ant-breadcrumb')).toContainText('桩管理');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    const firstName = (await rows.first().locator('a').first().textContent())?.trim();
    expect(firstName).toBeTruthy();

    // The same rows as at the list's own url: one schema, one table, two menu paths.
    await page.goto('/business/stationManage/pileType');
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first().locator('a').first()).toHaveText(firstName!);

    await page.goto('/business/pileManage/pileType');
    await rows.first().locator('a').first().click();
    await expect(page).toHaveURL(/\/business\/pileManage\/pileType\/detail\/[^/]+$/);
    await expect(page.getByTestId('content')).toContainText(firstName!);
    await expect(page.getByTestId('exception-404')).toHaveCount(0);
  });
});
