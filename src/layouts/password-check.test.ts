import { describe, expect, it } from 'vitest';
import { meetsUserPasswordRule, passwordWarning } from './password-check';
import { deviceModeFor } from './device-mode';

describe('change password checks (SPEC section 5)', () => {
  it('needs 10 characters with three of four classes', () => {
    expect(meetsUserPasswordRule('Admin@123456')).toBe(true);
    expect(meetsUserPasswordRule('abcdefgh12')).toBe(false);
    expect(meetsUserPasswordRule('Ab@1')).toBe(false);
  });
  it('warns about differing new passwords, then about reusing the old one', () => {
    expect(passwordWarning('Old@1234567', 'New@1234567', 'New@7654321')).toBe('password.differ');
    expect(passwordWarning('Same@123456', 'Same@123456', 'Same@123456')).toBe('password.sameAsOld');
    expect(passwordWarning('Old@1234567', 'New@1234567', 'New@1234567')).toBeUndefined();
  });
});

describe('device modes (SPEC section 2)', () => {
  it('splits at 576 and 1200 px', () => {
    expect(deviceModeFor(375)).toBe('mobile');
    expect(deviceModeFor(576)).toBe('mobile');
    expect(deviceModeFor(577)).toBe('tablet');
    expect(deviceModeFor(1199)).toBe('tablet');
    expect(deviceModeFor(1200)).toBe('desktop');
  });
});
