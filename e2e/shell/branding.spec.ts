import { expect, test } from '../support/fixtures';

test.describe('seller branding on the login page (SPEC section 1)', () => {
  test('each seller shows its own name, title and footer', async ({ page }) => {
    await page.goto('/user/login');
    await page.locator('input[name=sellerNumber]').fill('100001');
    await expect(page.getByTestId('platform-name')).toHaveText('绿道充电');
    await expect(page.getByTestId('platform-title')).toHaveText('绿道充电运营平台');
    await expect(page).toHaveTitle('绿道充电运营平台');
    await expect(page.getByTestId('login-footer')).toHaveAttribute('data-variant', 'operator');
    await expect(page.getByTestId('login-footer')).toContainText('绿道充电');

    await page.locator('input[name=sellerNumber]').fill('100002');
    await expect(page.getByTestId('platform-name')).toHaveText('伏特城市');
    await expect(page.getByTestId('login-footer')).toContainText('伏特城市');
  });

  test('a link with sellerId brands the page; an unknown seller keeps the defaults', async ({ page }) => {
    await page.goto('/user/login?sellerId=100002');
    await expect(page.getByTestId('platform-name')).toHaveText('伏特城市');
    await expect(page.locator('input[name=sellerNumber]')).toHaveValue('100002');
    await page.locator('input[name=sellerNumber]').fill('999999');
    await expect(page.getByTestId('platform-name')).toHaveText('充电运营管理平台');
    await expect(page.getByTestId('platform-title')).toHaveText('新能源 绿色生活');
  });
});
