import { expect, type Page } from '@playwright/test';

export { ADMIN, fillLogin, login, OTHER_ADMIN, PLATFORM_ADMIN, VIEWER, type Credentials } from '../support/login';

export const token = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('pro__Access-Token');
    return raw ? (JSON.parse(raw) as { value: string }).value : undefined;
  });

/** The antd messages on screen (a leaving one may still be there). */
export const toast = (page: Page) => page.locator('.ant-message-notice');

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(toast(page).filter({ hasText: text }).first()).toBeVisible();
}
