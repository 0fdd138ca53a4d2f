import { expect, test } from '../support/fixtures';
import { ADMIN, login, PLATFORM_ADMIN, VIEWER } from './shell-helpers';

test.describe('permission-driven menus, buttons and pages (SPEC section 6)', () => {
  test('the platform administrator sees the permission menu, a seller administrator does not', async ({ page }) => {
    await login(page, PLATFORM_ADMIN);
    await page.goto('/system/systemSet/user');
    await expect(page.getByTestId('side-menu')).toContainText('权限');
    await page.goto('/system/systemSet/permission');
    await expect(page.getByTestId('exception-403')).toHaveCount(0);

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await login(page, ADMIN);
    await page.goto('/system/systemSet/user');
    await expect(page.getByTestId('side-menu')).toBeVisible();
    await expect(page.getByTestId('side-menu').getByText('权限管理')).toHaveCount(0);
  });

  test('a forbidden url typed by hand shows the 403 page with a way home', async ({ page }) => {
    await login(page, ADMIN);
    await page.goto('/system/systemSet/permission');
    await expect(page.getByTestId('exception-403')).toHaveText('抱歉，你无权访问该页面');
    await page.goto('/no/such/page');
    await expect(page.getByTestId('exception-403')).toBeVisible();
    await page.getByTestId('back-home').click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a permitted page without a screen shows 404; catalogs redirect', async ({ page }) => {
    await login(page, ADMIN);
    // An address below a permitted menu entry (the station list) that no screen of it serves.
    await page.goto('/business/stationManage/station/unknown');
    await expect(page.getByTestId('exception-404')).toHaveText('抱歉，你访问的页面不存在或仍在开发中');
    await page.goto('/business');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the station list shows the administrator its write buttons and the viewer only reading ones', async ({
    page,
  }) => {
    const listButtons = async () => {
      await page.goto('/business/stationManage/station');
      await expect(page.locator('.ant-table-row').first()).toBeVisible();
      return page.getByTestId('content').getByRole('button');
    };
    await login(page, ADMIN);
    await expect((await listButtons()).filter({ hasText: /新\s*增/ })).toHaveCount(1);
    await page.evaluate(() => localStorage.clear());
    await login(page, VIEWER);
    const buttons = await listButtons();
    await expect(buttons.filter({ hasText: /查\s*询/ })).toHaveCount(1);
    await expect(buttons.filter({ hasText: /新\s*增|导\s*入|删除|编辑/ })).toHaveCount(0);
  });

  test('the viewer gets the read-only action keys, the administrator all of them', async ({ page }) => {
    const actionsOf = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('pro__Actions') ?? '{"value":[]}').value as string[]);
    await login(page, VIEWER);
    const viewer = await actionsOf();
    expect(viewer).toContain('stationManage:query');
    expect(viewer).not.toContain('stationManage:add');
    await page.evaluate(() => localStorage.clear());
    await login(page, ADMIN);
    expect(await actionsOf()).toContain('stationManage:add');
  });
});
