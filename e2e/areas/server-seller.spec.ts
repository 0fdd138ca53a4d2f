import { expect, test, type Page } from '../support/fixtures';
import { ADMIN, login, PLATFORM_ADMIN } from '../support/login';

/**
 * The server seller manager (/system/platform/serverSeller): the platform administrator sees
 * which seller each server domain opens and forbids or enables a domain; a seller's
 * administrator finds it neither in the menu nor behind its address.
 */
const URL = '/system/platform/serverSeller';
const rows = (page: Page) => page.locator('.entity-list .ant-table-tbody > tr.ant-table-row');

test.describe.configure({ mode: 'serial' });

test('the platform administrator sees each domain with its seller, and forbids and enables one', async ({ page }) => {
  await login(page, PLATFORM_ADMIN);
  await page.goto(URL);
  const own = rows(page).filter({ hasText: 's100001.evcharge.example.cn' });
  await expect(own).toHaveCount(1);
  await expect(own).toContainText('绿道充电科技有限公司');
  await expect(own).toContainText('100001');
  await expect(rows(page).filter({ hasText: 'old-volt.evcharge.example.cn' })).toContainText('停用');

  await page.goto(`${URL}?domain=s100004`);
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText('s100004.evcharge.example.cn');
  await expect(row.locator('[data-action=enable]')).toHaveCount(0);
  await row.locator('[data-action=forbid]').click();
  await expect(page.locator('.ant-popconfirm')).toContainText('禁用后该域名不再对应此商户');
  await page.locator('.ant-popconfirm').getByRole('button', { name: '确 定' }).click();
  await expect(row).toContainText('停用');
  await expect(row.locator('[data-action=forbid]')).toHaveCount(0);
  await row.locator('[data-action=enable]').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '确 定' }).click();
  await expect(row.locator('[data-action=forbid]')).toBeVisible();
  await expect(row.locator('[data-action=enable]')).toHaveCount(0);
  await expect(row).not.toContainText('停用');
});

test("a seller's administrator has no server seller manager, in the menu or at its address", async ({ page }) => {
  await login(page, ADMIN);
  const actions = await page.evaluate(
    () => JSON.parse(localStorage.getItem('pro__Actions') ?? '{"value":[]}').value as string[],
  );
  expect(actions).toContain('stationManage:query');
  expect(actions.filter((key) => key.startsWith('serverSeller:'))).toEqual([]);
  await page.goto(URL);
  await expect(page.getByTestId('exception-403')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
});
