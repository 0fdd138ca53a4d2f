// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { md5 } from 'js-md5';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { setLocale } from '../../i18n/i18n-store';
import { installDomPolyfills } from '../../screens/testing/dom-polyfills';
import { openRowPart, ResetPasswordDialog } from './reset-password-dialog';

beforeAll(installDomPolyfills);
afterEach(cleanup);

const user = { id: 7, account: 'zhangsan' };

it.each([
  ['zh-CN', '重置密码：zhangsan'],
  ['en-US', 'Reset password: zhangsan'],
] as const)('names the user whose password is reset in its title (%s)', (locale, title) => {
  setLocale(locale);
  render(<ResetPasswordDialog user={user} send={async () => undefined} onClose={() => undefined} />);
  expect(screen.getByText(title)).toBeTruthy();
});

it("sends the row's new password as its digest, with the clear one for the policy, and closes", async () => {
  setLocale('zh-CN');
  const send = vi.fn().mockResolvedValue(undefined);
  openRowPart({ row: user, send });
  const password = 'Renewed@123456';
  fireEvent.change(await screen.findByLabelText('新密码'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(send).toHaveBeenCalledWith({ password: md5(password), newPassword: password }));
  await waitFor(() => expect(screen.queryByText('重置密码：zhangsan')).toBeNull());
});
