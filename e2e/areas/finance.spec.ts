import { expect, test, type Page } from '../support/fixtures';
import { ADMIN, login, type Credentials } from '../support/login';
import { formInput, formItem, tableRows } from '../screens/screen-helpers';

/**
 * Finance, as an operator's finance staff use it: a manual recharge applied for and approved
 * reaches the account's balance and the recharge records; an invoice application walks its
 * lifecycle to issued.
 */

const MANUAL = '/finance/rechargeManage/manual';
const ACCOUNTS = '/member/memberManage/account';
// A phone account of the demo seller 100001 in normal state (server/seed/areas/members.ts).
const ACCOUNT_NO = 'A10000100002P';

// The approver of the administrator's applications: never their applicant (four eyes).
const FINANCE: Credentials = { seller: '100001', account: 'finance', password: 'Finance@123456' };

const fen = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

async function balanceOf(page: Page): Promise<number> {
  await page.goto(`${ACCOUNTS}?accountNo=${ACCOUNT_NO}`);
  await expect(tableRows(page)).toHaveCount(1);
  const column = await page.locator('.entity-list thead th').allInnerTexts();
  const at = column.findIndex((title) => title.trim() === '余额');
  return fen(await tableRows(page).first().locator('td').nth(at).innerText());
}

async function confirmRowAction(page: Page, action: string) {
  await tableRows(page).first().locator(`[data-action=${action}]`).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

test('a manual recharge, once approved, raises the balance and is listed among the recharges', async ({
  page,
  browser,
}) => {
  await login(page, ADMIN);
  const before = await balanceOf(page);

  await page.goto(MANUAL);
  await page.getByRole('button', { name: '新 增' }).click();
  const picker = formItem(page, '账户').locator('.ant-select');
  await picker.click();
  await picker.locator('input').fill(ACCOUNT_NO);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: ACCOUNT_NO }).first().click();
  await formInput(page, '充值金额').fill('123.45');
  await formInput(page, '充值原因').fill('企业对公转账');
  await page.locator('[data-action=submit]').click();
  await expect(page.locator('.ant-drawer')).toBeHidden();

  const row = tableRows(page).first();
  await expect(row).toContainText(ACCOUNT_NO);
  await expect(row).toContainText('待审核');
  const rechargeNo = (await row.locator('td').first().innerText()).trim();
  expect(rechargeNo).toMatch(/^MR/);
  // Applied for, not yet approved: no money has moved.
  expect(await balanceOf(page)).toBe(before);

  const approver = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  await login(approver, FINANCE);
  await approver.goto(`${MANUAL}?rechargeNo=${rechargeNo}`);
  await expect(tableRows(approver)).toHaveCount(1);
  await confirmRowAction(approver, 'approve');
  await expect(tableRows(approver).first()).toContainText('已通过');
  // Approved rows are changed by their actions only.
  await page.goto(`${MANUAL}?rechargeNo=${rechargeNo}`);
  await expect(tableRows(page).first()).toContainText('已通过');
  await expect(tableRows(page).first().locator('[data-action=edit]')).toHaveCount(0);

  expect(await balanceOf(page)).toBe(before + 12_345);
  await page.goto(`/finance/rechargeManage/recharge?rechargeNo=${rechargeNo}`);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText('123.45');
  await expect(tableRows(page).first()).toContainText('已支付');
});

test('an invoice application is accepted, approved and issued with its number', async ({ page }) => {
  await login(page, ADMIN);
  // Seeded as applied for (server/seed/areas/finance.ts).
  const invoiceNo = 'IV100001000001';
  const show = async () => {
    await page.goto(`/finance/invoiceManage/invoice?invoiceNo=${invoiceNo}`);
    await expect(tableRows(page)).toHaveCount(1);
  };
  await show();
  await expect(tableRows(page).first()).toContainText('开票申请中');
  await confirmRowAction(page, 'accept');
  await expect(tableRows(page).first()).toContainText('开票审核中');
  await confirmRowAction(page, 'approve');
  await expect(tableRows(page).first()).toContainText('开票中');

  await tableRows(page).first().locator('[data-action=issue]').click();
  const dialog = page.locator('.ant-modal');
  await expect(dialog.locator('[data-action-form=issue]')).toBeVisible();
  // The form's field is there before confirming: a click on an empty form is refused on the page.
  await expect(dialog.locator('input').first()).toBeEditable();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.locator('.ant-formily-item-error-help')).toBeVisible();
  await dialog.locator('input').first().fill('04400777');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await show();
  await expect(tableRows(page).first()).toContainText('已开票');
  await expect(tableRows(page).first()).toContainText('04400777');
  // Issued: a reversal can be applied for, the application itself no longer edited.
  await expect(tableRows(page).first().locator('[data-action=redApply]')).toHaveCount(1);
  await expect(tableRows(page).first().locator('[data-action=edit]')).toHaveCount(0);
});

const tabPane = (page: Page) => page.locator('.entity-detail-tabs .ant-tabs-tabpane-active');

test("a member's detail lists the member's bills, accounts and recharges in tabs", async ({ page }) => {
  await login(page, ADMIN);
  // A member with bills: the member of the newest bill.
  const bills = page.waitForResponse((r) => r.url().endsWith('/api/bill/bill/page'));
  await page.goto('/bill/billManage/bill');
  const newest = (await (await bills).json()).data.data[0] as { memberId: number };
  await page.goto(`/member/memberManage/member/detail/${newest.memberId}`);
  for (const title of ['基本信息', '账户', '充电订单', '充值记录', '发票'])
    await expect(page.getByRole('tab', { name: title, exact: true })).toBeVisible();

  const memberBills = page.waitForResponse((r) => r.url().endsWith('/api/bill/bill/page'));
  await page.getByRole('tab', { name: '充电订单' }).click();
  const answer = await memberBills;
  expect(String(answer.request().postDataJSON().filters.memberId)).toBe(String(newest.memberId));
  const found = (await answer.json()).data;
  expect(found.totalCount).toBeGreaterThan(0);
  await expect(tabPane(page).locator('.ant-table-tbody > tr.ant-table-row').first()).toContainText(
    found.data[0].billNo,
  );

  const accounts = page.waitForResponse((r) => r.url().endsWith('/api/member/account/page'));
  await page.getByRole('tab', { name: '账户', exact: true }).click();
  expect((await (await accounts).json()).data.totalCount).toBeGreaterThan(0);
});

test("a bill's detail shows its period breakdown, whose fees add up to the bill's", async ({ page }) => {
  await login(page, ADMIN);
  const bills = page.waitForResponse((r) => r.url().endsWith('/api/bill/bill/page'));
  await page.goto('/bill/billManage/bill');
  const rows = (await (await bills).json()).data.data as { id: number; billStatus: number; totalAmount: number }[];
  const finished = rows.find((bill) => bill.billStatus === 2)!;
  const detail = page.waitForResponse((r) => r.url().endsWith('/api/bill/bill/get'));
  await page.goto(`/bill/billManage/bill/detail/${finished.id}`);
  const bill = (await (await detail).json()).data as {
    billNo: string;
    totalAmount: number;
    periods: { electricityFee: number; serviceFee: number }[];
  };
  await expect(page.locator('.entity-detail')).toContainText(bill.billNo);
  await expect(page.getByText('分时段明细').first()).toBeVisible();
  const periodRows = page.locator('.entity-detail table.sub-rows-table tbody > tr');
  await expect(periodRows).toHaveCount(bill.periods.length);
  expect(bill.periods.reduce((sum, p) => sum + p.electricityFee + p.serviceFee, 0)).toBe(bill.totalAmount);
  await expect(page.locator('.entity-detail')).toContainText((bill.totalAmount / 100).toFixed(2));
});

test("the accounts' reconciliation compares every balance with its ledger and says so", async ({ page }) => {
  await login(page, ADMIN);
  await page.goto(ACCOUNTS);
  await expect(tableRows(page).first()).toBeVisible();
  await page.locator('[data-action=reconcile]').click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  // The seeded ledgers add up: every account's balance is the sum of its entries.
  await expect(page.locator('.ant-message')).toContainText(/已核对 \d+ 个账户，余额与流水全部一致/);
});
