import { expect, test, type Page } from '../support/fixtures';
import { ADMIN, filterInput, formInput, formItem, login, STATION_URL, tableRows } from './screen-helpers';

const NAME = '测试场站甲';
const RENAMED = '测试场站乙';

const VALID: Record<string, string> = {
  场站名称: NAME,
  场站编码: 'E2E0001',
  省份: '北京',
  城市: '北京',
  详细地址: '测试路1号',
  经度: '116.397128',
  纬度: '39.916527',
  联系人: '张三',
  联系电话: '13800138000',
};

async function showOnly(page: Page, name: string) {
  await page.goto(`${STATION_URL}?name=${encodeURIComponent(name)}`);
  await expect(filterInput(page, '场站名称')).toHaveValue(name);
}

test.describe.configure({ mode: 'serial' });

test.describe('creating, editing, a status action and deleting a station', () => {
  test('invalid input is refused on the page: messages shown, first field focused, nothing saved', async ({ page }) => {
    await login(page, ADMIN);
    await page.goto(STATION_URL);
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/config/station/save')) saves.push(request.url());
    });
    await page.getByRole('button', { name: '新 增' }).click();
    await expect(page.locator('.ant-drawer')).toBeVisible();
    await formInput(page, '联系电话').fill('12345');
    await page.locator('[data-action=submit]').click();
    await expect(formItem(page, '场站名称').locator('.ant-formily-item-error-help')).toBeVisible();
    await expect(formItem(page, '联系电话').locator('.ant-formily-item-error-help')).toContainText('手机');
    expect(await page.locator('.ant-drawer .ant-formily-item-error').count()).toBeGreaterThan(3);
    await expect(formInput(page, '场站名称')).toBeFocused();
    expect(saves).toEqual([]);
  });

  test('valid input creates the station, closes the form and refreshes the list', async ({ page }) => {
    await login(page, ADMIN);
    await page.goto(STATION_URL);
    await page.getByRole('button', { name: '新 增' }).click();
    for (const [title, value] of Object.entries(VALID)) await formInput(page, title).fill(value);
    await page.locator('[data-action=submit]').click();
    await expect(page.locator('.ant-drawer')).toBeHidden();
    await expect(tableRows(page).first()).toContainText(NAME);
  });

  test('editing loads the row into the form and saves the change', async ({ page }) => {
    await login(page, ADMIN);
    await showOnly(page, NAME);
    await expect(tableRows(page)).toHaveCount(1);
    await tableRows(page).first().locator('[data-action=edit]').click();
    await expect(formInput(page, '场站名称')).toHaveValue(NAME);
    await formInput(page, '场站名称').fill(RENAMED);
    await page.locator('[data-action=submit]').click();
    await expect(page.locator('.ant-drawer')).toBeHidden();
    await showOnly(page, RENAMED);
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first()).toContainText('北京');
  });

  test('a status action asks with the schema text, then moves the row', async ({ page }) => {
    await login(page, ADMIN);
    await showOnly(page, RENAMED);
    const row = tableRows(page).first();
    await expect(row.locator('[data-action=enable]')).toHaveCount(0);
    await row.locator('[data-action=disable]').click();
    await expect(page.locator('.ant-popconfirm')).toContainText('确定停用该场站吗？');
    await page.locator('.ant-popconfirm').getByRole('button', { name: '确 定' }).click();
    await expect(row.locator('[data-action=enable]')).toBeVisible();
    await expect(row.locator('[data-action=disable]')).toHaveCount(0);
    await expect(row).toContainText('停用');
  });

  test('the detail shows the groups, formatted values and related piles', async ({ page }) => {
    await login(page, ADMIN);
    await showOnly(page, RENAMED);
    await tableRows(page).first().getByRole('link', { name: RENAMED }).click();
    await expect(page).toHaveURL(new RegExp(`${STATION_URL}/detail/\\d+$`));
    const detail = page.locator('.entity-detail');
    await expect(detail).toContainText('基本信息');
    await expect(detail).toContainText('位置');
    await expect(detail).toContainText('13800138000');
    await expect(detail).toContainText('充电桩');
  });

  test('delete asks first, then removes the row', async ({ page }) => {
    await login(page, ADMIN);
    await showOnly(page, RENAMED);
    await tableRows(page).first().locator('[data-action=delete]').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '确 定' }).click();
    await expect(tableRows(page)).toHaveCount(0);
    await expect(page.locator('.entity-list .ant-table-placeholder')).toContainText('暂无数据');
  });
});
