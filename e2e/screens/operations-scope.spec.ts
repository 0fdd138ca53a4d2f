import { expect, test } from '../support/fixtures';
import { PLATFORM_ADMIN } from '../support/login';
import { ADMIN, login, tableRows } from './screen-helpers';

const button = (name: string) => new RegExp(`^${[...name].join('\\s?')}$`);

test.describe('operations and scope, as people see them', () => {
  test('a read-only log lists and exports, and offers nothing to add, edit or delete', async ({ page }) => {
    await login(page, ADMIN);
    await page.goto('/business/pileManage/onlineLog');
    await expect(tableRows(page).first()).toBeVisible();
    const list = page.locator('.entity-list');
    await expect(page.getByRole('button', { name: button('导出') }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: button('新增') })).toHaveCount(0);
    await expect(list.getByText(button('编辑'))).toHaveCount(0);
    await expect(list.getByText(button('删除'))).toHaveCount(0);
    await expect(tableRows(page).first()).toContainText(/离线|在线/);
  });

  test('platform help items: every seller reads them, only the platform administrator adds', async ({ page }) => {
    await login(page, ADMIN);
    await page.goto('/system/helpCenter/help');
    await expect(tableRows(page).first()).toContainText('如何修改登录密码');
    await expect(page.getByRole('button', { name: button('新增') })).toHaveCount(0);
    await expect(page.locator('.entity-list').getByText(button('编辑'))).toHaveCount(0);

    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await login(page, PLATFORM_ADMIN);
    await page.goto('/system/helpCenter/help');
    await expect(tableRows(page).first()).toContainText('如何修改登录密码');
    await expect(page.getByRole('button', { name: button('新增') })).toBeVisible();
  });

  test('the platform administrator sees every seller’s piles with the seller named; a seller has no such screen', async ({
    page,
  }) => {
    await login(page, PLATFORM_ADMIN);
    await page.goto('/system/platform/sellerPiles?pageSize=100');
    await expect(page.locator('.entity-list').getByRole('columnheader', { name: '商户' })).toBeVisible();
    await expect(tableRows(page).first()).toBeVisible();
    const headers = (await page.locator('.entity-list thead th').allInnerTexts()).map((text) => text.trim());
    const column = headers.indexOf('商户') + 1;
    expect(column).toBeGreaterThan(0);
    const sellers = new Set(await tableRows(page).locator(`td:nth-child(${column})`).allInnerTexts());
    expect(sellers).toContain('伏特城市能源有限公司');
    expect(sellers.size).toBeGreaterThan(1);

    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await login(page, ADMIN);
    // The seller's menus hold no platform catalog, and its screen is refused.
    await expect(page.getByTestId('main-layout').getByText('平台管理')).toHaveCount(0);
    await page.goto('/system/platform/sellerPiles');
    await expect(page.getByTestId('exception-403').or(page.getByTestId('exception-404'))).toBeVisible();
  });
});
