import { expect, test } from '../support/fixtures';
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
    // The notice lives a second before the app reloads to the login page: each notice shown is
    // reported from the page as it appears, so that a slow poll cannot miss it and a second one
    // is counted.
    const shown: string[] = [];
    await page.exposeFunction('reportNotice', (text: string) => shown.push(text));
    await page.addInitScript(() => {
      const report = (window as unknown as { reportNotice: (text: string) => void }).reportNotice;
      const seen = new WeakSet<Element>();
      new MutationObserver(() => {
        for (const notice of document.querySelectorAll('.ant-message-notice, .ant-notification-notice'))
          if (!seen.has(notice) && notice.textContent) {
            seen.add(notice);
            report(notice.textContent);
          }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await login(page);
    const revoked = await request.post('/api/system/logout', { headers: { Authorization: (await token(page))! } });
    expect(revoked.ok()).toBe(true);
    // The next call of the app meets the revoked session, whichever comes first: the home page's
    // own refresh, or the station list opened in place (client-side, no reload).
    await page.evaluate(() => {
      history.pushState(null, '', '/business/stationManage/station');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/user\/login/, { timeout: 10_000 });
    expect(shown.filter((text) => /登录已过期，请重新登录|未授权/.test(text))).toHaveLength(1);
  });
});
