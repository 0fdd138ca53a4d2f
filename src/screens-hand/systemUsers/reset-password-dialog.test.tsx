// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { setLocale } from '../../i18n/i18n-store';
import { installDomPolyfills } from '../../screens/testing/dom-polyfills';
import type { UserRow } from '../system-admin/system-admin-api';
import { ResetPasswordDialog } from './reset-password-dialog';

beforeAll(installDomPolyfills);
afterEach(cleanup);

const user = { id: 7, account: 'zhangsan' } as UserRow;

it.each([
  ['zh-CN', '重置密码：zhangsan'],
  ['en-US', 'Reset password: zhangsan'],
] as const)('names the user whose password is reset in its title (%s)', (locale, title) => {
  setLocale(locale);
  render(<ResetPasswordDialog user={user} onClose={() => undefined} />);
  expect(screen.getByText(title)).toBeTruthy();
});
