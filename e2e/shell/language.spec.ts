import { expect, test } from '../support/fixtures';
import { login } from './shell-helpers';

test.describe('language switch', () => {
  test('zh-CN and en-US change the shell, the menus and antd texts', async ({ page }) => {
    await login(page);
    await expect(page.getByTestId('header-menu')).toContainText('首页');
    await page.getByTestId('language-switch').click();
    await expect(page.getByTestId('header-menu')).toContainText('Home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByTestId('greeting')).toContainText(/^Good (morning|afternoon|evening), /);
    await expect(page.getByTestId('welcome')).toContainText('Welcome to');
    // antd's own texts follow too: the empty search result of the menu search.
    await page.getByTestId('notice-button').click();
    await expect(page.locator('.ant-popover')).toContainText('Notices');
    // An address below a permitted menu entry (the station list) that no screen of it serves.
    await page.goto('/business/stationManage/station/unknown');
    await expect(page.getByTestId('exception-404')).toContainText('page was not found');
    await page.reload();
    await expect(page.getByTestId('header-menu')).toContainText('Home');
    await page.getByTestId('language-switch').click();
    await expect(page.getByTestId('header-menu')).toContainText('首页');
  });

  test("antd's pickers and pagination speak the interface's language", async ({ page }) => {
    await login(page);
    await page.goto('/business/stationManage/pile');
    await expect(page.locator('.ant-pagination')).toContainText('条/页');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const picker = page.locator('.entity-form .ant-picker input').first();
    await expect(picker).toHaveAttribute('placeholder', '请选择日期');
    await picker.click();
    await expect(page.locator('.ant-picker-dropdown')).toContainText('今天');
    await page.reload();
    await page.getByTestId('language-switch').click();
    await expect(page.locator('.ant-pagination')).toContainText('/ page');
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.locator('.entity-form .ant-picker input').first()).toHaveAttribute('placeholder', 'Select date');
    await page.reload();
    await page.getByTestId('language-switch').click();
    await expect(page.getByTestId('header-menu')).toContainText('首页');
  });

  test('the login page switches too', async ({ page }) => {
    await page.goto('/user/login');
    await page.getByTestId('language-switch').click();
    await expect(page.getByTestId('login-submit')).toHaveText(/Log in/);
    await page.getByTestId('login-submit').click();
    await expect(page.locator('[data-field=account] [role=alert]')).toHaveText('cannot be empty');
    await page.getByTestId('language-switch').click();
  });
});
