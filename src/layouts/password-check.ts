import { passwordRules } from '../meta/rules/definitions/passwords';

// The user password rule of SPEC section 5, taken from the shared rule registry so the server
// and this dialog agree.
const rule = passwordRules.find((candidate) => candidate.name === 'userPassword');
const pattern = new RegExp(
  String((rule?.schema([], 'text') as { pattern?: string } | undefined)?.pattern ?? '^.{10,}$'),
);

export const meetsUserPasswordRule = (password: string): boolean => pattern.test(password);

export type PasswordWarning = 'password.differ' | 'password.sameAsOld';

/** SPEC section 5's warnings, in the order the dialog shows them. */
export function passwordWarning(oldPassword: string, next: string, confirm: string): PasswordWarning | undefined {
  if (next && confirm && next !== confirm) return 'password.differ';
  if (oldPassword && next && oldPassword === next) return 'password.sameAsOld';
  return undefined;
}
