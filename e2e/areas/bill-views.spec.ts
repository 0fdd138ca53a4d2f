import { expect, test, type Page } from '../support/fixtures';
import { ADMIN, login } from '../support/login';
import { tableRows } from '../screens/screen-helpers';

/**
 * The bill views, as an operator's staff use them: each opens on its own demo rows, and one
 * action per view changes the bill as the list then shows it. The reconciliation item's page
 * opens the external site with a one-time ticket.
 */

const ABNORMAL = '/bill/billManage/abnormal';
const BAD_DEBT = '/bill/billManage/badDebt';
const OUTSTANDING = '/bill/billManage/outstanding';

/** The text of the first row's cell under the column with this title. */
async function cell(page: Page, title: string): Promise<string> {
  const titles = await page.locator('.entity-list thead th').allInnerTexts();
  const at = titles.findIndex((text) => text.trim() === title);
  expect(at, `column ${title}`).toBeGreaterThanOrEqual(0);
  return (await tableRows(page).first().locator('td').nth(at).innerText()).trim();
}

/** Runs a row action that asks for a reason in its dialog; an empty reason is refused first. */
async function actWithReason(page: Page, action: string, reason: string) {
  await tableRows(page).first().locator(`[data-action=${action}]`).click();
  const dialog = page.locator('.ant-modal');
  await expect(dialog.locator(`[data-action-form=${action}]`)).toBeVisible();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.locator('.ant-formily-item-error-help')).toBeVisible();
  await dialog.locator('textarea').first().fill(reason);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
}

test('an abnormal bill is closed with a reason, and shows who closed it', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto(`${ABNORMAL}?handleStatus=PENDING`);
  await expect(tableRows(page).first()).toContainText('待处理');
  const billNo = await cell(page, '订单编号');

  await actWithReason(page, 'close', '测试桩产生的订单，不予收费');
  await page.goto(`${ABNORMAL}?billNo=${billNo}`);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText('已关闭');
  expect(await cell(page, '处理人')).not.toBe('');
  expect(await cell(page, '欠费金额')).toMatch(/^0(\.00)?$/);
  // Closed: no more handling from this row.
  await expect(tableRows(page).first().locator('[data-action=settle]')).toHaveCount(0);
});

test('a bad debt is written off: nothing is owed and the whole debt is written off', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto(`${BAD_DEBT}?badDebtStatus=BAD_DEBT`);
  await expect(tableRows(page).first()).toContainText('坏账');
  const billNo = await cell(page, '订单编号');
  const owed = await cell(page, '欠费金额');

  await actWithReason(page, 'writeOff', '会员已注销，无法追缴');
  await page.goto(`${BAD_DEBT}?billNo=${billNo}`);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText('已核销');
  expect(await cell(page, '核销金额')).toBe(owed);
  expect(await cell(page, '欠费金额')).toMatch(/^0(\.00)?$/);
});

test('an outstanding bill gets a reminder, and the count goes up', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto(OUTSTANDING);
  await expect(tableRows(page).first()).toBeVisible();
  const billNo = await cell(page, '订单编号');
  await page.goto(`${OUTSTANDING}?billNo=${billNo}`);
  await expect(tableRows(page)).toHaveCount(1);
  const reminders = async () => {
    const text = await cell(page, '催缴次数');
    // A bill never reminded shows an empty cell.
    return /^\d+$/.test(text) ? Number(text) : 0;
  };
  const before = await reminders();

  await tableRows(page).first().locator('[data-action=remind]').click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect.poll(reminders).toBe(before + 1);
});

test('the reconciliation page opens the external site with a one-time ticket', async ({ page, context }) => {
  // The external site is not part of this product: answer for it, so the window has a page.
  await context.route('https://reconciliation.example.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>reconciliation</title>' }),
  );
  await login(page, ADMIN);
  await page.goto('/reconciliation');
  await expect(page.getByText('reconciliation.example.com')).toBeVisible();
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: '打开对账平台' }).click();
  const site = await popup;
  await expect.poll(() => site.url()).toMatch(/^https:\/\/reconciliation\.example\.com\/.*\?ticket=[^&]+/);
  // The ticket is not the session's token, which never leaves this site.
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('pro__Access-Token') ?? 'null') as { value: string } | null)?.value,
  );
  expect(token).toBeTruthy();
  expect(site.url()).not.toContain(token);
});
