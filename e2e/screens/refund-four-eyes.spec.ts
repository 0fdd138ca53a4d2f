import { expect, test, type APIRequestContext, type Browser, type Page } from '../support/fixtures';
import { md5 } from 'js-md5';
import { ADMIN, login, type Credentials } from '../support/login';
import { tableRows } from './screen-helpers';

/**
 * Four eyes on a refund: a finance clerk applies, the administrator gives the first approval and
 * finance the second (the applicant is neither), finance pays, and the detail page shows each
 * approval with who gave it, when, and the amount approved.
 */

const REFUNDS = '/finance/refundManage/refund';
const FINANCE: Credentials = { seller: '100001', account: 'finance', password: 'Finance@123456' };
const stamp = Date.now().toString(36);
const CLERK: Credentials = { seller: '100001', account: `clerk${stamp}`, password: 'Clerk@2026-ops' };
const REFUND_NO = `E2E${stamp}`.toUpperCase();

async function api(request: APIRequestContext, token: string, path: string, data: unknown) {
  const answer = await request.post(path, { headers: { Authorization: token }, data });
  const body = (await answer.json()) as { code: number; msg: string; data: Record<string, unknown> };
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

async function tokenOf(request: APIRequestContext, { seller, account, password }: Credentials) {
  const answer = await request.post('/api/system/login', {
    data: { sellerNumber: seller, credentials: { account, password: md5(password) }, smsCaptchaPass: '' },
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

/** A page of its own for one user, as on his own computer. */
async function pageOf(browser: Browser, credentials: Credentials): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  await login(page, credentials);
  return page;
}

async function runOnRefund(page: Page, action: string) {
  await page.goto(`${REFUNDS}?refundNo=${REFUND_NO}`);
  await expect(tableRows(page)).toHaveCount(1);
  await tableRows(page).first().locator(`[data-action=${action}]`).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

test('a refund goes from its applicant through two other approvers to payment, with its approvals on a timeline', async ({
  browser,
  request,
}) => {
  const adminToken = await tokenOf(request, ADMIN);
  const roles = (await api(request, adminToken, '/api/system/role/page', {
    pageNo: 1,
    pageSize: 50,
  })) as unknown as { data: { id: number; code: string }[] };
  const financeRole = roles.data.find((role) => role.code === 'finance')!;
  await api(request, adminToken, '/api/system/user/save', {
    account: CLERK.account,
    name: '退款专员',
    password: md5(CLERK.password),
    roleIds: [financeRole.id],
  });
  const clerkToken = await tokenOf(request, CLERK);
  await api(request, clerkToken, '/api/bill/refund/save', {
    refundNo: REFUND_NO,
    memberName: '测试会员',
    accountNo: 'A1',
    amount: 1,
    channel: 'Alipay',
    reason: '余额退回',
  });

  const clerk = await pageOf(browser, CLERK);
  await runOnRefund(clerk, 'firstApprove');
  await expect(clerk.locator('.ant-message')).toContainText('须由申请人以外的用户进行');

  const admin = await pageOf(browser, ADMIN);
  await runOnRefund(admin, 'firstApprove');
  await expect(tableRows(admin).first()).toContainText('待复审');

  const finance = await pageOf(browser, FINANCE);
  await runOnRefund(finance, 'secondApprove');
  await expect(tableRows(finance).first()).toContainText('已批准');
  await runOnRefund(finance, 'pay');
  await expect(tableRows(finance).first()).toContainText('已退款');

  await tableRows(finance).first().locator('[data-action=get]').click();
  const history = finance.locator('[data-transition-history]');
  const first = history.locator('[data-transition=firstApprove]');
  await expect(first).toContainText('管理员');
  await expect(first.locator('[data-approved-values]')).toContainText('退款金额: 0.01');
  const second = history.locator('[data-transition=secondApprove]');
  await expect(second).toContainText('财务');
  await expect(second.locator('[data-approved-values]')).toContainText('退款金额: 0.01');
  await expect(history.locator('[data-transition=pay]')).toContainText('已批准 → 已退款');
});
