import type { Locale } from '../../src/meta/model';
import { createHash } from 'node:crypto';
import { ApiError, ERRORS, message } from '../messages';
import { isMd5Hex } from './passwords';
import { meetsUserPasswordPolicy } from './password-policy';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * A new password as it travels: `password` its MD5 digest (what is hashed again and stored),
 * `newPassword` the clear one, sent only so that the server can check the policy (a digest
 * cannot be checked) and never stored. Refuses a password breaking the policy on its field, and
 * a digest of another text; answers the digest.
 */
export function checkedNewPassword(locale: Locale, password: unknown, newPassword: unknown): string {
  if (typeof newPassword !== 'string' || !meetsUserPasswordPolicy(newPassword)) {
    throw new ApiError(ERRORS.PASSWORD_POLICY, undefined, {
      errors: [{ field: 'password', message: message(locale, 'PASSWORD_POLICY') }],
    });
  }
  if (!isMd5Hex(password) || md5(newPassword) !== password.toLowerCase())
    throw new ApiError(ERRORS.VALIDATION_FAILED, 'password is not the MD5 digest of newPassword');
  return password;
}
