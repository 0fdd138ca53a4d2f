import { expect, type Page } from '@playwright/test';
import { md5 } from 'js-md5';

/** Demo accounts written by the seed (README, "Demo accounts"). */
export interface Credentials {
  seller: string;
  account: string;
  password: string;
}

export const ADMIN: Credentials = { seller: '100001', account: 'admin', password: 'Admin@123456' };
export const VIEWER: Credentials = { seller: '100001', account: 'viewer', password: 'Viewer@123456' };
export const OTHER_ADMIN: Credentials = { seller: '100002', account: 'admin', password: 'Admin@123456' };
export const PLATFORM_ADMIN: Credentials = { seller: '100000', account: 'admin', password: 'Admin@123456' };

/** Fills and submits the login page, as a person would. */
export async function fillLogin(page: Page, { seller, account, password }: Credentials): Promise<void> {
  await page.goto('/user/login');
  await page.locator('input[name=sellerNumber]').fill(seller);
  await page.locator('input[name=account]').fill(account);
  await page.locator('input[name=password]').fill(password);
  await page.getByTestId('login-submit').click();
}

let signIns = 0;

/**
 * Signs in as the login page does (the same call, the same two stored entries), then opens the
 * home page and waits for the main layout. The login page itself is walked through by the login
 * specs (fillLogin); every other spec starts signed in, one page load sooner.
 *
 * The entries are written by an init script before the app's own code on the next navigation,
 * once per sign-in in this tab (sessionStorage remembers it), so that a later logout or expiry
 * in the spec is not undone by the next navigation.
 */
export async function login(page: Page, credentials: Credentials = ADMIN): Promise<void> {
  const { seller, account, password } = credentials;
  const answer = await page.request.post('/api/system/login', {
    data: { sellerNumber: seller, credentials: { account, password: md5(password) }, smsCaptchaPass: '' },
  });
  const body = (await answer.json()) as { code: number; msg: string; data?: { token?: string } };
  if (body.code !== 0 || !body.data?.token) throw new Error(`login of ${seller}/${account} failed: ${body.msg}`);
  const signIn = { id: `e2e-sign-in-${++signIns}`, token: body.data.token, seller, lifetimeMs: 604_800_000 };
  await page.addInitScript((entry) => {
    if (sessionStorage.getItem(entry.id)) return;
    sessionStorage.setItem(entry.id, '1');
    const expire = Date.now() + entry.lifetimeMs;
    localStorage.setItem('pro__Access-Token', JSON.stringify({ value: entry.token, expire }));
    localStorage.setItem('pro__Seller-Number', JSON.stringify({ value: entry.seller, expire }));
  }, signIn);
  await page.goto('/home');
  await expect(page.getByTestId('main-layout')).toBeVisible();
}
