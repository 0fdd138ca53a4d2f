import { expect, test, type Page } from '@playwright/test';
import { expectToast, login } from './shell-helpers';

/**
 * Opens a tab menu and picks an action. Earlier menus stay in the DOM, hidden, so the item is
 * looked up in the open one; opening is retried if a leaving menu swallowed the click.
 */
async function action(page: Page, open: () => Promise<void>, name: string) {
  const item = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name });
  await expect(async () => {
    if (!(await item.isVisible())) await open();
    await expect(item).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await item.click();
  await expect(item).toBeHidden();
}

test.describe('multi-tab bar (SPEC sections 4 and 5)', () => {
  test('tabs open per path, refuse impossible closes and keep page state', async ({ page }) => {
    await login(page);
    const tabs = page.getByTestId('tab');
    await expect(tabs).toHaveCount(1);
    // The only tab refuses to close.
    await action(page, () => page.getByTestId('tab-actions').click(), '关闭当前');
    await expectToast(page, '这是最后一个标签了, 无法被关闭');

    // Open two more pages through the user menu and the menu search.
    await page.getByTestId('user-menu').hover();
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    await expect(page.getByTestId('account-center')).toBeVisible();
    await page.evaluate(() => window.history.pushState({}, '', '/account/settings/base'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page.getByTestId('account-settings-base')).toBeVisible();
    await expect(tabs).toHaveCount(3);
    await expect(tabs.nth(2)).toHaveText('基本设置');

    // Keep-alive: typed input survives a switch away and back.
    const name = page.getByTestId('account-settings-base').locator('input').first();
    await name.fill('typed but not saved');
    await tabs.nth(0).click();
    await expect(page).toHaveURL(/\/home$/);
    await tabs.nth(2).click();
    await expect(name).toHaveValue('typed but not saved');

    // Close right on the last tab is refused; close left on the first is refused.
    await action(page, () => tabs.nth(2).click({ button: 'right' }), '关闭右侧');
    await expectToast(page, '右侧没有标签');
    await action(page, () => tabs.nth(0).click({ button: 'right' }), '关闭左侧');
    await expectToast(page, '左侧没有标签');

    // Close left of the last tab keeps it alone; close all keeps one.
    await action(page, () => tabs.nth(2).click({ button: 'right' }), '关闭左侧');
    await expect(tabs).toHaveCount(1);
    await expect(tabs.nth(0)).toHaveText('基本设置');
    await action(page, () => page.getByTestId('tab-actions').click(), '关闭全部');
    await expectToast(page, '这是最后一个标签了');
    await expect(tabs).toHaveCount(1);
  });
});
