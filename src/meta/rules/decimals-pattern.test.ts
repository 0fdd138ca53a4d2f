import { describe, expect, it } from 'vitest';
import { decimalsPattern } from './ajv-keywords';

describe('the pattern of a number with at most N decimals', () => {
  it('takes whole numbers only at precision 0 (a quantifier {1,0} would not even compile)', () => {
    const whole = new RegExp(decimalsPattern(0));
    expect(['0', '12', '-7'].every((text) => whole.test(text))).toBe(true);
    expect(['1.5', '1.', 'x'].some((text) => whole.test(text))).toBe(false);
  });

  it('takes up to N decimals above 0', () => {
    const two = new RegExp(decimalsPattern(2));
    expect(['1', '1.5', '-1.25'].every((text) => two.test(text))).toBe(true);
    expect(two.test('1.255')).toBe(false);
  });
});
