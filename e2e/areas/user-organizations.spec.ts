import { expect, test } from '../support/fixtures';
import { ADMIN, login } from '../support/login';

/** The user list shows each user's organization and filters by a branch of the tree. */
test('the users of a branch are those of its organization and of everything below it', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/system/systemSet/user');
  const rows = page.locator('.ant-table-row');
  await expect(rows.filter({ hasText: 'finance' })).toContainText('财务部');

  // The organization is among the folded filters.
  await page.getByRole('button', { name: /展\s*开/ }).click();
  await page
    .locator('.entity-filter-form .ant-formily-item')
    .filter({ has: page.locator('label', { hasText: /^所属组织$/ }) })
    .locator('.ant-select')
    .click();
  // The tree opens folded: typing finds the branch below 总部.
  await page.keyboard.type('运营中心');
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper[title="运营中心"]').click();
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'station' })).toContainText('场站运维组');
  await expect(rows.filter({ hasText: 'viewer' })).toContainText('客服组');
});

/** An organization's leader is a user picked by name or account, and the list shows his name. */
test('a leader picked by account shows by name in the organization list', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/system/systemSet/organization');
  const rowOf = (name: string) =>
    page.locator('.ant-table-row').filter({ has: page.locator('td', { hasText: new RegExp(`^${name}$`) }) });
  // The seed makes each department's first user its leader.
  await expect(rowOf('总部')).toBeVisible();
  await rowOf('总部').locator('.ant-table-row-expand-icon').click();
  await expect(rowOf('财务部')).toContainText('财务');

  await rowOf('财务部').locator('[data-action=edit]').click();
  const leader = page.locator('.ant-drawer .ant-formily-item').filter({ hasText: '负责人' }).locator('.ant-select');
  await leader.click();
  await leader.locator('input').fill('station');
  await page.locator('.ant-select-dropdown:visible').getByText('场站经理 (station)').click();
  await page.locator('[data-action=submit]').click();
  await expect(page.locator('.ant-drawer')).toBeHidden();
  await expect(rowOf('财务部')).toContainText('场站经理');
});
