import { expect, test } from '../support/fixtures';
import { ADMIN, expectToast, fillLogin, login, token } from './shell-helpers';

test.describe('login (SPEC sections 4 and 8)', () => {
  test('an unauthenticated visit goes to the login page with a redirect back', async ({ page }) => {
    await page.goto('/account/center');
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Faccount%2Fcenter/);
    await page.goto('/user');
    await expect(page).toHaveURL(/\/user\/login$/);
  });

  test('success stores the token for 7 days with the seller number and follows the redirect', async ({ page }) => {
    await page.goto('/account/center');
    await page.locator('input[name=sellerNumber]').fill(ADMIN.seller);
    await page.locator('input[name=account]').fill(ADMIN.account);
    await page.locator('input[name=password]').fill(ADMIN.password);
    const [request] = await Promise.all([
      page.waitForRequest('**/api/system/login'),
      page.getByTestId('login-submit').click(),
    ]);
    // The password travels as an MD5 digest.
    expect(request.postDataJSON().credentials.password).toMatch(/^[0-9a-f]{32}$/);
    await expect(page.getByTestId('account-center')).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}'));
    const week = 604_800_000;
    expect(Math.abs(stored.expire - Date.now() - week)).toBeLessThan(60_000);
    expect(await page.evaluate(() => localStorage.getItem('pro__Seller-Number'))).toContain('100001');
    // With a token the login page sends the user home.
    await page.goto('/user/login');
    await expect(page).toHaveURL(/\/home$/);
    expect(await token(page)).toBeTruthy();
  });

  test('codes 4 and 8 say the entered information contains errors', async ({ page }) => {
    await fillLogin(page, { ...ADMIN, password: 'Wrong@123456' });
    await expectToast(page, '输入的信息存在错误');
    await fillLogin(page, { ...ADMIN, account: 'nobody' });
    await expectToast(page, '输入的信息存在错误');
    await expect(page).toHaveURL(/\/user\/login/);
  });

  test('empty fields are refused before any call', async ({ page }) => {
    await page.goto('/user/login');
    await page.locator('input[name=sellerNumber]').fill('');
    await page.getByTestId('login-submit').click();
    await expect(page.locator('[data-field=account] [role=alert]')).toHaveText('不能为空');
  });

  test('a locked account shows the server message', async ({ page }) => {
    const finance = { seller: '100001', account: 'finance', password: 'Wrong@000000' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await Promise.all([page.waitForResponse('**/api/system/login'), fillLogin(page, finance)]);
    }
    await fillLogin(page, { ...finance, password: 'Finance@123456' });
    await expectToast(page, '锁定');
    await expect(page).toHaveURL(/\/user\/login/);
  });

  test('a seller requiring the SMS captcha asks for it and counts down after sending', async ({ page }) => {
    await page.goto('/user/login');
    await page.locator('input[name=sellerNumber]').fill('100003');
    await expect(page.locator('input[name=smsCaptchaPass]')).toBeVisible();
    await page.locator('input[name=account]').fill('admin');
    await page.locator('input[name=password]').fill('Admin@123456');
    await page.getByTestId('get-captcha').click();
    await expect(page.getByTestId('get-captcha')).toHaveText(/\d+ s/);
    await page.locator('input[name=smsCaptchaPass]').fill('000000');
    await page.getByTestId('login-submit').click();
    await expectToast(page, '短信验证码');
  });

  test('code 921 goes to the IP login page', async ({ page }) => {
    await fillLogin(page, { seller: '100004', account: 'admin', password: 'Admin@123456' });
    await expect(page).toHaveURL(/\/iplogin$/);
    await page.getByTestId('get-captcha').click();
    await expect(page.getByTestId('get-captcha')).toHaveText(/\d+ s/);
  });

  test('a refresh keeps the session, a ticket link logs in automatically', async ({ page, request }) => {
    await login(page);
    await page.reload();
    await expect(page.getByTestId('main-layout')).toBeVisible();
    // A reload whose unload came within 5 ms of before-unload looks like a close: storage was
    // cleared and kept in this tab's sessionStorage, and start-up puts it back.
    await page.evaluate(() => {
      const backup: Record<string, string> = {};
      for (const key of Object.keys(localStorage).filter((name) => name.startsWith('pro__'))) {
        backup[key] = localStorage.getItem(key)!;
        localStorage.removeItem(key);
      }
      sessionStorage.setItem('app__session-backup', JSON.stringify(backup));
    });
    await page.reload();
    await expect(page.getByTestId('main-layout')).toBeVisible();
    expect(await token(page)).toBeTruthy();
    const issued = await request.post('/api/system/ticket/issue', {
      headers: { Authorization: (await token(page))! },
      data: { purpose: 'autoLogin' },
    });
    const ticket = (await issued.json()).data.ticket as string;
    const fresh = await page.context().browser()!.newContext();
    const other = await fresh.newPage();
    await other.goto(`${new URL(page.url()).origin}/?ticket=${encodeURIComponent(ticket)}`);
    await expect(other).toHaveURL(/\/home$/);
    await expect(other.getByTestId('main-layout')).toBeVisible();
    await fresh.close();
  });
});
