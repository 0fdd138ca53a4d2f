import { expect, type Page } from '@playwright/test';

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

/** Logs in through the page and waits for the main layout. */
export async function login(page: Page, credentials: Credentials = ADMIN): Promise<void> {
  await fillLogin(page, credentials);
  await expect(page.getByTestId('main-layout')).toBeVisible();
}
