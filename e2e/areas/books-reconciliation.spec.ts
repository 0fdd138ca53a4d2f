import { expect, test } from '../support/fixtures';
import { login, type Credentials } from '../support/login';

const FINANCE: Credentials = { seller: '100001', account: 'finance', password: 'Finance@123456' };

/**
 * Finance opens the books reconciliation from the payment centre, runs it now and sees the
 * demo books balance, with the time of the run and the days it checked.
 */
test('finance runs the books reconciliation and sees the demo books balance', async ({ page }) => {
  await login(page, FINANCE);
  await page.goto('/finance/paymentCenter/reconciliation');
  const runNow = page.getByRole('button', { name: '立即对账' });
  // The page first loads the latest run (the daily one may have run at start): a button that
  // is still loading ignores the click.
  await expect(runNow).not.toHaveClass(/ant-btn-loading/);
  await runNow.click();
  const verdict = page.getByTestId('reconciliation-verdict');
  await expect(verdict).toContainText('账平：没有差异');
  await expect(page.getByText('对账时间')).toBeVisible();
  await expect(page.getByText('手动', { exact: true })).toBeVisible();
  // The days checked, newest first, each a link to its entries.
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.locator('.ant-table-row a[href*="AccountFlow?createdAt="]').first()).toBeVisible();
});
