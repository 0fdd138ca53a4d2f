import { expect, test, type Page } from '../support/fixtures';
import { expectToast, login } from './shell-helpers';

/**
 * Opens a tab menu once and picks an action. Earlier menus stay in the DOM, hidden, so the item is
 * looked up in the shown menu, and only once that menu has finished sliding in: an item clicked
 * mid-animation fails Playwright's stability check, whose retry scrolls the window
 * (element.scrollIntoView), and a context menu closes on any scroll, as native ones do. On a busy
 * machine that scroll event lands between mouse down and up, and the click hits the page instead.
 * The menu is opened only once: a second click or right click on its trigger would shut it.
 */
async function action(page: Page, open: () => Promise<void>, name: string) {
  const offering = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').filter({
    has: page.getByRole('menuitem', { name }),
  });
  const settled = offering.and(page.locator(':not([class*="-appear"]):not([class*="-enter"]):not([class*="-leave"])'));
  await expect(offering).toHaveCount(0);
  await open();
  const item = settled.getByRole('menuitem', { name });
  await expect(item).toBeVisible();
  await item.click();
  await expect(offering).toHaveCount(0);
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
    // Acting on another tab's menu does not switch to that tab.
    await expect(page).toHaveURL(/\/account\/settings\/base$/);

    // Close left of the last tab keeps it alone; close all keeps one.
    await action(page, () => tabs.nth(2).click({ button: 'right' }), '关闭左侧');
    await expect(tabs).toHaveCount(1);
    await expect(tabs.nth(0)).toHaveText('基本设置');
    await action(page, () => page.getByTestId('tab-actions').click(), '关闭全部');
    await expectToast(page, '这是最后一个标签了');
    await expect(tabs).toHaveCount(1);
  });

  test('an address that only leads to another page leaves no tab of its own', async ({ page }) => {
    await login(page);
    await page.goto('/');
    const tabs = page.getByTestId('tab');
    await expect(tabs).toHaveCount(1);
    await expect(tabs).toHaveText('首页');
  });
});
