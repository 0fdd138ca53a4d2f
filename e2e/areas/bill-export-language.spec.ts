import { expect, test } from '../support/fixtures';
import { ADMIN, login } from '../support/login';
import { filterInput, readSheet, tableRows } from '../screens/screen-helpers';

/**
 * The browser speaks English, the person works in Chinese (the app's language, not the
 * browser's): the bill export is in Chinese all through, its headers, its values and its file
 * name, as the list it came from.
 */
test.use({ locale: 'en-US' });

test('a Chinese session exports bills in Chinese from an English browser', async ({ page }, info) => {
  await login(page, ADMIN);
  await page.goto('/bill/billManage/bill?billStatus=2');
  await expect(tableRows(page).first()).toContainText('已完成');
  const titles = await page.locator('.entity-list thead th').allInnerTexts();
  const billNoAt = titles.findIndex((text) => text.trim() === '订单编号');
  const billNo = (await tableRows(page).first().locator('td').nth(billNoAt).innerText()).trim();
  expect(billNo).toMatch(/^\w+$/);
  await filterInput(page, '订单编号').fill(billNo);
  await page.getByRole('button', { name: '查 询' }).click();
  await expect(page.locator('.ant-pagination-total-text')).toHaveText('共 1 条');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('.entity-list').getByRole('button', { name: '导 出' }).first().click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^充电订单-\d{14}\.xlsx$/);
  const file = info.outputPath('bills.xlsx');
  await download.saveAs(file);
  const [head, row, ...rest] = await readSheet(file);
  expect(rest).toEqual([]);
  expect(head).toEqual(expect.arrayContaining(['订单编号', '场站', '订单状态', '结束原因']));
  expect(head).not.toContain('Bill number');
  expect(row[head.indexOf('订单编号')]).toBe(billNo);
  expect(row[head.indexOf('订单状态')]).toBe('已完成');
  // A finished bill says why it ended, by name: "车辆断开连接", not "EVDisconnected".
  expect(row[head.indexOf('结束原因')]).toMatch(/^[\u4e00-\u9fa5]+$/);
});
