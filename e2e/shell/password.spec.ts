import { expect, test, type Page } from '../support/fixtures';
import { expectToast, login } from './shell-helpers';

// A dedicated seeded account, so other specs never meet a changed password.
const STATION = { seller: '100001', account: 'station', password: 'Station@123456' };
const CHANGED = 'Changed@2026x';

async function openDialog(page: Page) {
  await page.getByTestId('user-menu').hover();
  await page.getByRole('menuitem', { name: '修改密码' }).click();
  return page.getByTestId('change-password-form');
}

async function change(page: Page, from: string, to: string) {
  const form = await openDialog(page);
  await form.locator('#oldPassword').fill(from);
  await form.locator('#newPassword').click();
  await expectToast(page, '旧密码验证通过');
  await form.locator('#newPassword').fill(to);
  await form.locator('#confirmPassword').fill(to);
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expectToast(page, '密码修改成功');
}

test.describe('change password (SPEC section 5)', () => {
  test('checks the old password on blur, the rule and both warnings', async ({ page }) => {
    await login(page, STATION);
    const form = await openDialog(page);
    await form.locator('#oldPassword').fill('Wrong@123456');
    await form.locator('#newPassword').click();
    await expect(form.locator('#oldPassword')).toHaveValue('');
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect(form).toContainText('旧密码不能为空');
    await form.locator('#newPassword').fill('short');
    await expect(form).toContainText('必须包含大小写字母、数字和特殊字符，10 位及以上');
    await form.locator('#oldPassword').fill(STATION.password);
    await form.locator('#newPassword').fill(CHANGED);
    await form.locator('#confirmPassword').fill(`${CHANGED}!`);
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expectToast(page, '两次输入的新密码不一致');
    await form.locator('#newPassword').fill(STATION.password);
    await form.locator('#confirmPassword').fill(STATION.password);
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expectToast(page, '旧密码与新密码相同');
  });

  test('changes the password and back', async ({ page }) => {
    await login(page, STATION);
    await change(page, STATION.password, CHANGED);
    await page.evaluate(() => localStorage.clear());
    await login(page, { ...STATION, password: CHANGED });
    await change(page, CHANGED, STATION.password);
  });
});
