import { expect, test } from '../support/fixtures';
import { expectToast, login } from './shell-helpers';

test.describe('settings drawer (SPEC section 2)', () => {
  test('options keep their dependencies and persist across a reload', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await login(page);
    await page.getByTestId('open-settings').click();
    const drawer = page.getByTestId('settings-drawer');
    await expect(drawer).toBeVisible();
    // Side menu: fluid width is not offered; auto-hide needs a fixed header.
    await expect(drawer.getByRole('radio', { name: '流式' })).toBeDisabled();
    await expect(page.getByTestId('setting-autoHideHeader')).toBeDisabled();
    await page.getByTestId('setting-fixedHeader').click();
    await expect(page.getByTestId('setting-autoHideHeader')).toBeEnabled();
    await page.getByTestId('color-#1890FF').click();
    await drawer.getByText('亮色菜单').click();
    await drawer.getByText('顶部栏导航').click();
    await expect(page.getByTestId('setting-fixSiderbar')).toBeDisabled();
    await expect(page.getByTestId('top-menu')).toBeVisible();
    await drawer.getByText('流式').click();
    await page.getByTestId('copy-settings').click();
    await expectToast(page, '拷贝成功');

    await page.reload();
    await expect(page.getByTestId('top-menu')).toBeVisible();
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('app__layout-settings') ?? '{}'));
    expect(saved).toMatchObject({
      primaryColor: '#1890FF',
      navTheme: 'light',
      layout: 'topmenu',
      contentWidth: 'Fluid',
      fixedHeader: true,
    });
    await page.getByTestId('open-settings').click();
    await page.getByTestId('settings-drawer').getByText('侧边栏导航').click();
    await expect(page.getByTestId('side-menu')).toBeVisible();
  });

  test('turning multi-tab off hides the tab bar', async ({ page }) => {
    await login(page);
    await expect(page.getByTestId('tab-bar')).toBeVisible();
    await page.getByTestId('open-settings').click();
    await page.getByTestId('setting-multiTab').click();
    await expect(page.getByTestId('tab-bar')).toHaveCount(0);
    await page.getByTestId('setting-multiTab').click();
    await expect(page.getByTestId('tab-bar')).toBeVisible();
  });
});
