import { expect, test, type Page } from '../support/fixtures';
import { ADMIN, login, type Credentials } from '../support/login';
import { tableRows } from './screen-helpers';

const REFUNDS = '/finance/refundManage/refund';
const FINANCE: Credentials = { seller: '100001', account: 'finance', password: 'Finance@123456' };

async function showRefund(page: Page, refundNo: string) {
  await page.goto(`${REFUNDS}?refundNo=${refundNo}`);
  await expect(tableRows(page)).toHaveCount(1);
  return tableRows(page).first();
}

async function runConfirmed(page: Page, action: string, refundNo: string) {
  const row = await showRefund(page, refundNo);
  await row.locator(`[data-action=${action}]`).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

test.describe.configure({ mode: 'serial' });

test.describe('two-level refund approval', () => {
  // Seeded awaiting its first approval (server/seed/seed-refunds.ts).
  const refundNo = 'RF100001001';

  test('the first approver cannot give the second approval', async ({ page }) => {
    await login(page, FINANCE);
    await runConfirmed(page, 'firstApprove', refundNo);
    await expect(tableRows(page).first()).toContainText('待复审');
    await runConfirmed(page, 'secondApprove', refundNo);
    await expect(page.locator('.ant-message')).toContainText('须由初审人以外的用户完成');
    await expect(await showRefund(page, refundNo)).toContainText('待复审');
  });

  test('another user holding the permission gives it, and the history shows both', async ({ page }) => {
    await login(page, ADMIN);
    await runConfirmed(page, 'secondApprove', refundNo);
    await expect(tableRows(page).first()).toContainText('已批准');
    await tableRows(page).first().locator('[data-action=get]').click();
    const history = page.locator('[data-transition-history]');
    await expect(history.locator('[data-transition=firstApprove]')).toContainText('财务');
    await expect(history.locator('[data-transition=secondApprove]')).toContainText('待复审 → 已批准');
  });

  test('a rejection asks for its reason in the action form', async ({ page }) => {
    await login(page, FINANCE);
    const row = await showRefund(page, 'RF100001002');
    await row.locator('[data-action=reject]').click();
    const dialog = page.locator('.ant-modal');
    await expect(dialog.locator('[data-action-form=reject]')).toBeVisible();
    // The reason's field is there (a click before the form has its field checks nothing).
    await expect(dialog.locator('textarea')).toBeEditable();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog.locator('.ant-formily-item-error-help')).toBeVisible();
    await dialog.locator('textarea').fill('重复申请');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toBeHidden();
    await expect(await showRefund(page, 'RF100001002')).toContainText('已驳回');
  });
});
