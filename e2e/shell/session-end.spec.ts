import { expect, test } from '@playwright/test';
import { login, token } from './shell-helpers';

test.describe('logout and expiry (SPEC sections 4 and 8)', () => {
  test('logout asks first and clears the session', async ({ page }) => {
    await login(page);
    await page.getByTestId('user-menu').hover();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page.locator('.ant-modal-confirm')).toContainText('真的要注销登录吗？');
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page).toHaveURL(/\/user\/login/);
    const left = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('pro__')));
    expect(left.filter((key) => key !== 'pro__Seller-Number')).toEqual([]);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/user\/login/);
  });

  test('a token revoked elsewhere shows the expiry message once and returns to login', async ({ page, request }) => {
    await login(page);
    const revoked = await request.post('/api/system/logout', { headers: { Authorization: (await token(page))! } });
    expect(revoked.ok()).toBe(true);
    // Any call now meets the revoked session: the old-password check of the dialog.
    await page.getByTestId('user-menu').hover();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    await page.locator('#oldPassword').fill('Admin@123456');
    await page.locator('#newPassword').click();
    await expect(page.getByText(/登录已过期，请重新登录|未授权/).first()).toBeVisible();
    await expect(page).toHaveURL(/\/user\/login/, { timeout: 10_000 });
  });
});
