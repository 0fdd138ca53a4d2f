import { expect, test, type Page } from '../support/fixtures';
import { ADMIN, login } from './screen-helpers';

const EMAIL_URL = '/safe/alarmConfig/email';

const item = (page: Page, title: string) =>
  page
    .locator('.settings-screen .ant-formily-item')
    .filter({ has: page.locator('.ant-formily-item-label label', { hasText: new RegExp(`^${title}$`) }) });
const input = (page: Page, title: string) => item(page, title).locator('input').first();

test.describe('e-mail configuration: one settings form with a write-only password and a connection test', () => {
  test('shows the stored settings without the password, saves a change and keeps the password', async ({ page }) => {
    await login(page, ADMIN);
    const loaded = page.waitForResponse((r) => r.url().endsWith('/api/operation/emailConfig/get'));
    await page.goto(EMAIL_URL);
    const answer = await (await loaded).json();
    expect(answer.data.$secrets).toEqual({ password: true });
    expect(JSON.stringify(answer)).not.toContain('demo-app-code');
    await expect(input(page, 'SMTP服务器')).toHaveValue('smtp.exmail.qq.com');
    const password = input(page, '密码/授权码');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveValue('');
    await expect(password).toHaveAttribute('placeholder', /留空则保持不变/);
    await expect(page.locator('.ant-table')).toHaveCount(0);

    await input(page, '发件人名称').fill('运维告警');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/operation/emailConfig/save'));
    await page.locator('.settings-screen [data-action=submit]').click();
    const result = await (await saved).json();
    expect(result.code).toBe(0);
    expect(result.data.$secrets).toEqual({ password: true });
    await expect(page.locator('.ant-message')).toContainText('保存成功');
    await page.reload();
    await expect(input(page, '发件人名称')).toHaveValue('运维告警');
  });

  test('the test button connects to the host and port in the form and reports failure honestly', async ({
    page,
    e2eServer,
  }) => {
    // The e2e server's own port: something surely listens there.
    const port = e2eServer.port;
    await login(page, ADMIN);
    await page.goto(EMAIL_URL);
    await expect(input(page, 'SMTP服务器')).toHaveValue(/./);
    await input(page, 'SMTP服务器').fill('127.0.0.1');
    await input(page, '端口').fill(String(port));
    await item(page, '使用SSL').locator('button[role=switch]').click();
    await page.locator('.settings-screen [data-action=test]').click();
    await expect(page.locator('.ant-message')).toContainText(`连接成功：127.0.0.1:${port}`);

    await input(page, '端口').fill('1');
    await page.locator('.settings-screen [data-action=test]').click();
    await expect(page.locator('.ant-message')).toContainText('无法连接 127.0.0.1:1');
  });
});
