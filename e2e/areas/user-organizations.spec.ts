import { expect, test } from '@playwright/test';
import { ADMIN, login } from '../support/login';

/** The user list shows each user's organization and filters by a branch of the tree. */
test('the users of a branch are those of its organization and of everything below it', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/system/systemSet/user');
  const rows = page.locator('.ant-table-row');
  await expect(rows.filter({ hasText: 'finance' })).toContainText('财务部');

  await page.locator('.ant-select', { has: page.locator('#userFilters_organizationId') }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: /^运营中心$/ }).click();
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'station' })).toContainText('场站运维组');
  await expect(rows.filter({ hasText: 'viewer' })).toContainText('客服组');
});
