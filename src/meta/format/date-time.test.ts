import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date-time';

// Built from local-time parts, so the expectations hold in any time zone.
const local = new Date(2024, 0, 2, 3, 4, 5);

describe('formatDateTime and formatDate', () => {
  it('accept a Date, epoch milliseconds and text', () => {
    expect(formatDateTime(local)).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(local.getTime())).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(local.toISOString())).toBe('2024-01-02 03:04:05');
    expect(formatDateTime('2024-12-31 23:59:59')).toBe('2024-12-31 23:59:59');
    expect(formatDate(local)).toBe('2024-01-02');
    expect(formatDate('2024-02-29')).toBe('2024-02-29');
  });
  it('give nothing for empty or unreadable values', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
  });
});
