import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it('shows hh:mm:ss, dropping partial seconds', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(999)).toBe('00:00:00');
    expect(formatCountdown(1000)).toBe('00:00:01');
    expect(formatCountdown(61_500)).toBe('00:01:01');
    expect(formatCountdown((3600 + 2 * 60 + 3) * 1000)).toBe('01:02:03');
  });
  it('lets hours pass 24', () => {
    expect(formatCountdown(30 * 3600 * 1000)).toBe('30:00:00');
    expect(formatCountdown(100 * 3600 * 1000 - 1000)).toBe('99:59:59');
  });
  it('clamps time already past to zero', () => {
    expect(formatCountdown(-5000)).toBe('00:00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00:00');
  });
});
