import { getRule } from '../../src/meta/rules/registry';

/**
 * SPEC section 5's user password rule, taken from the shared rule registry so that the web
 * form and the server agree. It is checked on the clear new password; only its MD5 digest is
 * ever stored (hashed again).
 */
export function meetsUserPasswordPolicy(password: string): boolean {
  const rule = getRule('userPassword');
  if (!rule) throw new Error('the userPassword rule is missing from the registry');
  const { pattern } = rule.schema([], 'text');
  return typeof password === 'string' && !!pattern && new RegExp(pattern, 'u').test(password);
}
