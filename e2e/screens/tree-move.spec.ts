import { expect, test, type Page } from '../support/fixtures';
import { ADMIN, login, tableRows } from './screen-helpers';

const AREA_URL = '/business/stationManage/area';

/** The tree table's row showing exactly this area name. */
const areaRow = (page: Page, name: string) =>
  tableRows(page).filter({ has: page.locator('td', { hasText: new RegExp(`^${name}$`) }) });

async function expand(page: Page, name: string) {
  const icon = areaRow(page, name).locator('.ant-table-row-expand-icon');
  if ((await icon.getAttribute('aria-expanded')) !== 'true') await icon.click();
}

test('moving an area below another parent in the tree', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto(AREA_URL);
  // The whole tree shows without paging: provinces first, their cities and districts on expanding.
  await expect(areaRow(page, '广东省')).toBeVisible();
  await expect(areaRow(page, '深圳市')).toHaveCount(0);
  await expand(page, '广东省');
  await expand(page, '深圳市');
  await expect(areaRow(page, '南山区')).toBeVisible();
  await expect(areaRow(page, '南山区')).toHaveClass(/ant-table-row-level-2/);

  await areaRow(page, '南山区').locator('[data-action=move]').click();
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog).toContainText('移动到：南山区');
  await dialog.locator('.ant-select').click();
  await page.keyboard.type('广州市');
  await page.locator('.ant-select-tree-node-content-wrapper[title="广州市"]').click();
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.ant-message')).toContainText('操作成功');

  // Reloaded: 南山区 now hangs below 广州市 and no longer below 深圳市.
  await expand(page, '广州市');
  const moved = areaRow(page, '南山区');
  await expect(moved).toBeVisible();
  // Rows in tree order: 南山区 follows 广州市 among its children (the first cell is the checkbox).
  const names = await tableRows(page).locator('td:nth-child(2)').allTextContents();
  const guangzhou = names.indexOf('广州市');
  expect(guangzhou).toBeGreaterThan(-1);
  expect(names.slice(guangzhou + 1, guangzhou + 7)).toContain('南山区');
  await page.goto(`${AREA_URL}?name=${encodeURIComponent('南山区')}`);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText('南山区');
});
