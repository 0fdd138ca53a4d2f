import { expect, test } from '../support/fixtures';
import { readFileSync } from 'node:fs';
import type { EntityFile } from '../../src/meta/model';
import { ADMIN, filterInput, login, readSheet, STATION_URL, tableRows, writeSheet } from './screen-helpers';

const station = JSON.parse(readFileSync('schemas/entities/station.json', 'utf8')) as EntityFile;
const header = station.import!.fields.map((name) => station.fields[name].title['zh-CN']);

/** One import row in template order; `overrides` by field name. */
function importRow(code: string, overrides: Record<string, string | number> = {}): (string | number)[] {
  const values: Record<string, string | number> = {
    name: `导入场站${code}`,
    code,
    stationType: '公共',
    runType: '自营',
    speedType: '快充站',
    status: '营业',
    province: '上海',
    city: '上海',
    cityCode: '310100',
    address: '导入路8号',
    longitude: 121.47,
    latitude: 31.23,
    contactName: '李四',
    contactMobile: '13900139000',
    servicePhone: '',
    openingHours: '00:00-24:00',
    parkingFeeNote: '',
    remark: '',
    ...overrides,
  };
  return station.import!.fields.map((name) => values[name] ?? '');
}

test.describe('export and import of stations', () => {
  test('exports the filtered rows to an .xlsx that reads back', async ({ page }, info) => {
    await login(page, ADMIN);
    await page.goto(STATION_URL);
    // Filters past the first three fold away until expanded.
    await expect(filterInput(page, '城市')).toBeHidden();
    await page.getByRole('button', { name: /展开/ }).click();
    // Filter by the city of the first row; wait until every row shown is of that city.
    const cityColumn = 'td:nth-child(7)';
    const city = (await tableRows(page).first().locator(cityColumn).innerText()).trim();
    await filterInput(page, '城市').fill(city);
    await page.getByRole('button', { name: '查 询' }).click();
    await expect(page).toHaveURL(/city=/);
    await expect
      .poll(async () => (await tableRows(page).locator(cityColumn).allInnerTexts()).every((c) => c.includes(city)))
      .toBe(true);
    const total = await page.locator('.ant-pagination-total-text').innerText();
    expect(total).not.toBe('共 0 条');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('.entity-list').getByRole('button', { name: '导 出' }).first().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = info.outputPath('stations.xlsx');
    await download.saveAs(file);
    const [head, ...rows] = await readSheet(file);
    expect(head).toContain('场站名称');
    expect(total).toBe(`共 ${rows.length} 条`);
    const cityIndex = head.indexOf('城市');
    for (const row of rows) expect(row[cityIndex]).toContain(city);
  });

  test('a file with a bad row is refused with a per-row report and writes nothing; a good file imports', async ({
    page,
  }, info) => {
    await login(page, ADMIN);
    await page.goto(STATION_URL);
    const bad = info.outputPath('bad.xlsx');
    await writeSheet(bad, header, [importRow('IMP0001'), importRow('IMP0002', { contactMobile: '123' })]);
    await page.getByRole('button', { name: '导 入' }).click();
    const dialog = page.locator('.ant-modal');
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      dialog.locator('[data-action=template]').click(),
    ]);
    const templateFile = info.outputPath('template.xlsx');
    await template.saveAs(templateFile);
    const [templateHead] = await readSheet(templateFile);
    expect(templateHead.map((h) => h.replace(/^\*/, ''))).toEqual(header);

    await dialog.locator('input[type=file]').setInputFiles(bad);
    const report = dialog.locator('.import-errors');
    await expect(report).toBeVisible();
    await expect(report.locator('tbody tr.ant-table-row')).toHaveCount(1);
    await expect(report).toContainText('3');
    await expect(report).toContainText('联系电话');
    await page.keyboard.press('Escape');
    await page.goto(`${STATION_URL}?code=IMP000`);
    await expect(page.locator('.entity-list .ant-table-placeholder')).toContainText('暂无数据');

    const good = info.outputPath('good.xlsx');
    await writeSheet(good, header, [importRow('IMP0001'), importRow('IMP0002')]);
    await page.getByRole('button', { name: '导 入' }).click();
    await page.locator('.ant-modal input[type=file]').setInputFiles(good);
    await expect(page.locator('.ant-modal')).toBeHidden();
    await expect(tableRows(page)).toHaveCount(2);
    await expect(tableRows(page).first()).toContainText('导入场站IMP000');
  });
});

test.describe('a read-only user', () => {
  test('sees the stations but no add, edit, delete or import', async ({ page }) => {
    await login(page, { seller: '100001', account: 'viewer', password: 'Viewer@123456' });
    await page.goto(STATION_URL);
    await expect(tableRows(page).first()).toBeVisible();
    const list = page.locator('.entity-list');
    await expect(list.getByRole('button', { name: '新 增' })).toHaveCount(0);
    await expect(list.getByRole('button', { name: '导 入' })).toHaveCount(0);
    await expect(list.locator('[data-action=edit]')).toHaveCount(0);
    await expect(list.locator('[data-action=delete]')).toHaveCount(0);
  });
});
