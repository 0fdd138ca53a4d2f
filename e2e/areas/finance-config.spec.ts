import { expect, test, type Locator, type Page } from '../support/fixtures';
import { ADMIN, login } from '../support/login';
import { formInput, formItem, tableRows, writeSheet } from '../screens/screen-helpers';

/**
 * Finance configuration as the operator's finance staff use it: a split configuration whose
 * ratios do not add up is refused before it is sent; a clearing rule shows its parties and can be
 * disabled; a sheet of recharges becomes a batch whose sync credits the good lines and records
 * the failed one; a refund application shows what the account may refund, refuses more, and
 * starts a refund waiting for its first approval.
 */

/** A field of the page form whose label is exactly `title`. */
const pageItem = (page: Page, title: string) =>
  page
    .locator('.entity-form-page .ant-formily-item')
    .filter({ has: page.locator('.ant-formily-item-label label', { hasText: new RegExp(`^${title}$`) }) });

/** Picks the option containing `text` in a reference select, typing it to search. */
async function pick(page: Page, select: Locator, text: string) {
  await select.click();
  await select.locator('input').fill(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

/**
 * Picks the first option a reference select offers. A multiple select stays open after a pick
 * and is closed with Escape; a single one closes by itself (Escape would close the drawer).
 */
async function pickFirst(page: Page, select: Locator, multiple = false) {
  await select.click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  await expect(option).toBeVisible();
  await option.click();
  if (multiple) await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

async function confirmRowAction(row: Locator, page: Page, action: string) {
  await row.locator(`[data-action=${action}]`).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

test('a split configuration is refused until its receivers add up to 100 %, then saved', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/bill/splitAccount/config');
  await expect(tableRows(page)).toHaveCount(3);
  const saves: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/bill/splitAccountConfig/save') && saves.push(r.url()));

  await page.getByRole('button', { name: '新 增' }).click();
  await formInput(page, '名称').fill('端到端分账');
  await pickFirst(page, formItem(page, '适用场站').locator('.ant-select'), true);
  await formItem(page, '生效日期').locator('.ant-picker input').fill('2026-12-01');
  await page.keyboard.press('Enter');
  const receivers = formItem(page, '分账方');
  const add = receivers.getByRole('button', { name: '添加一行' });
  await add.click();
  await add.click();
  const rows = receivers.locator('.ant-table-tbody tr.ant-table-row');
  for (const [i, ratio] of ['60', '30'].entries()) {
    const cells = rows.nth(i).locator('td');
    await pickFirst(page, cells.nth(0).locator('.ant-select'));
    await cells.nth(2).locator('input').fill(ratio);
  }
  await page.locator('[data-action=submit]').click();
  await expect(receivers.locator('.ant-formily-item-error-help').last()).toContainText('合计须为100，当前为90');
  expect(saves).toEqual([]);

  await rows.nth(1).locator('td').nth(2).locator('input').fill('40');
  await page.locator('[data-action=submit]').click();
  await expect(page.locator('.ant-drawer')).toBeHidden();
  expect(saves).toHaveLength(1);
  await expect(tableRows(page)).toHaveCount(4);
  await expect(tableRows(page).filter({ hasText: '端到端分账' })).toContainText('启用');
});

test('a clearing rule shows its parties with both ratio columns, and can be disabled', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/bill/clearing/rule');
  const row = tableRows(page).filter({ hasText: '合作站清分' });
  await expect(row).toContainText('投资方');
  await row.getByRole('link', { name: '合作站清分' }).click();
  const parties = page.locator('.entity-detail table.sub-rows-table tbody > tr');
  await expect(parties).toHaveCount(3);
  // The party is named, not shown by its id (server/seed/areas/finance-config.ts).
  await expect(parties.first()).toContainText('100001 投资方');
  await expect(parties.first()).toContainText('40');
  await expect(parties.first()).toContainText('50');

  await page.goto('/bill/clearing/rule');
  await confirmRowAction(tableRows(page).filter({ hasText: '合作站清分' }), page, 'disable');
  await expect(tableRows(page).filter({ hasText: '合作站清分' })).toContainText('停用');
});

/** A batch recharge sheet with the import template's header; answers its path. */
async function batchSheet(file: string, lines: (string | number)[][]): Promise<string> {
  await writeSheet(file, ['账户号', '会员姓名', '充值金额', '收款方式', '备注'], lines);
  return file;
}

test('a sheet with a bad line is refused whole, naming the line; a good sheet becomes a batch that sync credits', async ({
  page,
}, info) => {
  await login(page, ADMIN);
  // Phone accounts of the demo seller 100001 (server/seed/areas/members.ts).
  const bad = await batchSheet(info.outputPath('bad-batch.xlsx'), [
    ['A10000100003P', '', 12.5, '对公转账', '补贴'],
    ['NOSUCHACCOUNT', '', 30, '', ''],
  ]);
  await page.goto('/finance/rechargeManage/batch');
  await expect(tableRows(page)).toHaveCount(2);
  await page.getByRole('button', { name: '导 入' }).click();
  await page.locator('.ant-modal input[type=file]').setInputFiles(bad);
  const errors = page.locator('.ant-modal .import-errors .ant-table-row');
  await expect(errors).toHaveCount(1);
  await expect(errors.first()).toContainText('3');
  await expect(errors.first()).toContainText('账户不存在');
  await page.locator('.ant-modal-close').click();
  // Nothing of it was kept: no batch, so nothing credited.
  await expect(tableRows(page)).toHaveCount(2);

  const good = await batchSheet(info.outputPath('batch.xlsx'), [
    ['A10000100003P', '', 12.5, '对公转账', '补贴'],
    ['A10000100004P', '', 7.5, '', ''],
  ]);
  await page.getByRole('button', { name: '导 入' }).click();
  await page.locator('.ant-modal input[type=file]').setInputFiles(good);
  await expect(page.locator('.ant-modal')).toBeHidden();
  await expect(tableRows(page)).toHaveCount(3);
  const batch = tableRows(page).first();
  await expect(batch).toContainText('20.00');
  await expect(batch).toContainText('待同步');

  await confirmRowAction(batch, page, 'sync');
  await expect(tableRows(page).first()).toContainText('已同步');
  const cells = await tableRows(page).first().locator('td').allInnerTexts();
  const headers = await page.locator('.entity-list thead th').allInnerTexts();
  const cell = (title: string) => cells[headers.findIndex((h) => h.trim() === title)].trim();
  expect([cell('行数'), cell('成功行数'), cell('失败行数')]).toEqual(['2', '2', '0']);
  expect(cell('成功金额')).toContain('20.00');
  // Every line synced: there is nothing left to sync.
  await expect(tableRows(page).first().locator('[data-action=sync]')).toHaveCount(0);

  await tableRows(page).first().locator('td').first().getByRole('link').click();
  await page.getByRole('tab', { name: '充值明细' }).click();
  const lines = page.locator('.entity-detail-tabs .ant-tabs-tabpane-active .ant-table-tbody > tr.ant-table-row');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: 'A10000100003P' })).toContainText('已同步');
  await expect(lines.filter({ hasText: 'A10000100004P' })).toContainText('已同步');
});

test('a refund application shows the refundable amount, refuses more, and starts a refund', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/finance/refundManage/apply');
  await page.getByRole('button', { name: '新 增' }).click();
  await expect(page).toHaveURL('/finance/refundManage/apply/new');

  // Account A10000100002P belongs to the demo member 于洋 (server/seed/areas/members.ts).
  await pick(page, pageItem(page, '会员').locator('.ant-select'), '于洋');
  const refundable = page.waitForResponse((r) => r.url().endsWith('/api/bill/refundApplication/refundable'));
  await pick(page, pageItem(page, '退款账户').locator('.ant-select'), 'A10000100002P');
  const value = (await (await refundable).json()).data.value as number;
  expect(value).toBeGreaterThan(1000);
  const shown = pageItem(page, '可退金额').locator('input');
  await expect(shown).toHaveValue((value / 100).toFixed(2));
  await expect(shown).toBeDisabled();

  await pageItem(page, '退款金额')
    .locator('input')
    .fill(((value + 100) / 100).toFixed(2));
  await pageItem(page, '退款渠道').getByText('支付宝').click();
  await pageItem(page, '退款原因').locator('textarea').fill('余额退回');
  const saves: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/bill/refundApplication/save') && saves.push(r.url()));
  await page.locator('[data-action=submit]').click();
  await expect(pageItem(page, '退款金额').locator('.ant-formily-item-error-help')).toContainText('可退金额');
  expect(saves).toEqual([]);

  await pageItem(page, '退款金额').locator('input').fill('10.00');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/bill/refundApplication/save'));
  await page.locator('[data-action=submit]').click();
  const refundNo = (await (await saved).json()).data.$labels.refundId as string;
  expect(refundNo).toMatch(/^RF/);
  await expect(page).toHaveURL('/finance/refundManage/apply');
  const application = tableRows(page).first();
  await expect(application).toContainText('于洋');
  await expect(application).toContainText('10.00');
  await expect(application).toContainText(refundNo);
  await expect(application).toContainText('待审批');

  await page.goto(`/finance/refundManage/refund?refundNo=${refundNo}`);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText('10.00');
  await expect(tableRows(page).first().locator('[data-action=firstApprove]')).toHaveCount(1);
});
