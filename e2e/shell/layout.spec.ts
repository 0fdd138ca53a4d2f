import { expect, test } from '../support/fixtures';
import { login } from './shell-helpers';

test.describe('main layout (SPEC section 2)', () => {
  test('the header menu picks the side menu, which follows the route, with breadcrumb and title', async ({ page }) => {
    await login(page);
    await expect(page.getByTestId('content')).toHaveCSS('background-color', 'rgb(11, 26, 51)');
    await page.getByTestId('header-menu').getByText('业务管理').click();
    const side = page.getByTestId('side-menu');
    await expect(side).toContainText('场站管理');
    await page.goto('/business/stationManage/pile');
    await expect(side.locator('.ant-menu-item-selected')).toContainText('充电桩');
    await expect(page.getByTestId('page-header').locator('.ant-breadcrumb')).toContainText('场站管理');
    await expect(page.getByTestId('page-title')).toHaveText('充电桩');
    await expect(page).toHaveTitle(/^充电桩 - /);
  });

  test('a reload shows the list first, then draws the menus and tabs around it without moving it', async ({ page }) => {
    await login(page);
    await page.goto('/business/stationManage/station');
    await page.locator('.ant-table-row').first().waitFor();
    // Where the table stood in the first frame that showed rows, recorded from inside the page.
    await page.addInitScript({
      content: `window.firstRowsAt = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          const table = document.querySelector('.ant-table');
          if (!table || !document.querySelector('.ant-table-row')) return;
          observer.disconnect();
          const box = table.getBoundingClientRect();
          resolve({ top: box.top, left: box.left, sideMenu: !!document.querySelector('[data-testid=side-menu]') });
        });
        document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
      });`,
    });
    await page.reload();
    await expect(page.getByTestId('side-menu').locator('.ant-menu-item-selected')).toContainText('场站');
    await expect(page.getByTestId('tab')).toHaveText('场站');
    await expect(page.getByTestId('user-menu')).toBeVisible();
    const first = await page.evaluate(
      () =>
        (window as unknown as { firstRowsAt: Promise<{ top: number; left: number; sideMenu: boolean }> }).firstRowsAt,
    );
    expect(first.sideMenu).toBe(false);
    const now = await page.locator('.ant-table').first().boundingBox();
    expect({ top: now?.y, left: now?.x }).toEqual({ top: first.top, left: first.left });
  });

  test('collapsing the side menu remembers its open submenus', async ({ page }) => {
    await login(page);
    await page.goto('/system/systemSet/user');
    const side = page.getByTestId('side-menu');
    const open = side.locator('.ant-menu-submenu-open');
    await expect(open).toHaveCount(1);
    await page.getByTestId('collapse-toggle').click();
    await expect(page.getByTestId('sider')).toHaveAttribute('data-collapsed', 'true');
    await expect(open).toHaveCount(0);
    await page.getByTestId('collapse-toggle').click();
    await expect(page.getByTestId('sider')).toHaveAttribute('data-collapsed', 'false');
    await expect(open).toHaveCount(1);
    await expect(side.locator('.ant-menu-item-selected')).toHaveText('用户管理');
  });

  test('the menu search jumps to a matching item', async ({ page }) => {
    await login(page);
    await page.getByTestId('menu-search-button').click();
    await page.getByTestId('menu-search').locator('input').fill('充电枪');
    await page.locator('.ant-select-item-option').filter({ hasText: '充电枪' }).first().click();
    await expect(page.getByTestId('page-title')).toHaveText('充电枪');
  });

  test('a list keeps its filter input when its tab is left and re-entered', async ({ page }) => {
    await login(page);
    await page.goto('/business/stationManage/station');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    const firstFilter = page.locator('[data-tab-page="/business/stationManage/station"] input[type=text]').first();
    await firstFilter.fill('kept value');
    await page.getByTestId('header-menu').getByText('首页').click();
    await expect(page).toHaveURL(/\/home$/);
    await page.getByTestId('tab').filter({ hasText: '场站' }).click();
    await expect(firstFilter).toHaveValue('kept value');
  });
});
