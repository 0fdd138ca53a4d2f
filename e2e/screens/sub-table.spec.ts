import { expect, test, type Page } from '../support/fixtures';
import { ADMIN, formInput, formItem, login, tableRows } from './screen-helpers';

const MODEL_URL = '/business/accountingManagement/stationCostModel';

const periodRows = (page: Page) => formItem(page, '计费时段').locator('.ant-table-tbody tr.ant-table-row');
const cell = (page: Page, row: number, column: number) => periodRows(page).nth(row).locator('td').nth(column);

/** Picks a time in a clock select by typing it (its long list is drawn only in part). */
async function chooseTime(page: Page, row: number, column: number, value: string) {
  await cell(page, row, column).locator('.ant-select').click();
  await page.keyboard.type(value);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${value}$`) })
    .first()
    .click();
  await expect(cell(page, row, column).locator('.ant-select-selection-item')).toHaveText(value);
}

/** Picks a dictionary value in one cell by clicking its option. */
async function choose(page: Page, row: number, column: number, value: string) {
  await cell(page, row, column).locator('.ant-select').click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', {
    hasText: new RegExp(`^${value}$`),
  });
  await option.first().click();
}

async function fillPeriod(page: Page, row: number, start: string, end: string, period: string, price: string) {
  await chooseTime(page, row, 0, start);
  await chooseTime(page, row, 1, end);
  await choose(page, row, 2, period);
  await cell(page, row, 3).locator('input').fill(price);
  await cell(page, row, 4).locator('input').fill('0.8');
}

test('a billing model with a gap in its periods is refused with a clear message; a good one is saved', async ({
  page,
}) => {
  await login(page, ADMIN);
  await page.goto(MODEL_URL);
  await expect(tableRows(page)).toHaveCount(7);
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/config/stationCostModel/save')) saves.push(request.url());
  });

  await page.getByRole('button', { name: '新 增' }).click();
  await formInput(page, '模型名称').fill('夜间谷电测试模型');
  await formInput(page, '模型编码').fill('E2E-NIGHT');
  await formItem(page, '适用场站类型').locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^公共$/ }).click();
  const add = formItem(page, '计费时段').getByRole('button', { name: '添加一行' });
  await add.click();
  await add.click();
  await fillPeriod(page, 0, '00:00', '08:00', '谷', '0.2567');
  await fillPeriod(page, 1, '09:00', '24:00', '平', '0.6395');

  await page.locator('[data-action=submit]').click();
  const help = formItem(page, '计费时段').locator('.ant-formily-item-error-help').last();
  await expect(help).toContainText('时段未覆盖 08:00-09:00，须覆盖全天 00:00-24:00');
  expect(saves).toEqual([]);
  // The bar above the table leaves the gap empty.
  await expect(formItem(page, '计费时段').locator('.timeline-bar [data-period]')).toHaveCount(2);

  await chooseTime(page, 1, 0, '08:00');
  await page.locator('[data-action=submit]').click();
  await expect(page.locator('.ant-drawer')).toBeHidden();
  expect(saves).toHaveLength(1);
  await expect(tableRows(page)).toHaveCount(8);
  const saved = tableRows(page).filter({ hasText: '夜间谷电测试模型' });
  await expect(saved.locator('.timeline-bar [data-period]')).toHaveCount(2);
});
