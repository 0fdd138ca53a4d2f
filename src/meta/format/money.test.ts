import { describe, expect, it } from 'vitest';
import { fenToYuan, formatMoney, yuanToFen } from './money';

describe('formatMoney', () => {
  it('divides by 100 and shows 2 decimals', () => {
    expect(formatMoney(123456)).toBe('1234.56');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(-1050)).toBe('-10.50');
    expect(formatMoney('2990')).toBe('29.90');
  });
  it('divides by 10000 and rounds half away from zero', () => {
    expect(formatMoney(12345, 10000)).toBe('1.23');
    expect(formatMoney(12350, 10000)).toBe('1.24');
    expect(formatMoney(-12350, 10000)).toBe('-1.24');
    expect(formatMoney(-40, 10000)).toBe('0.00');
  });
  it('groups thousands on request', () => {
    expect(formatMoney(123456789, 100, true)).toBe('1,234,567.89');
    expect(formatMoney(-100000, 100, true)).toBe('-1,000.00');
  });
  it('shows nothing for no value', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('abc')).toBe('');
  });
});

describe('yuanToFen and fenToYuan', () => {
  it('convert exactly where floating point would not', () => {
    expect(0.29 * 100).not.toBe(29);
    expect(yuanToFen(0.29)).toBe(29);
    expect(yuanToFen(1.1)).toBe(110);
    expect(yuanToFen('19.99')).toBe(1999);
    expect(yuanToFen('-0.07')).toBe(-7);
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('.5')).toBe(50);
    expect(yuanToFen(1.2345, 10000)).toBe(12345);
  });
  it('round half away from zero beyond the unit', () => {
    expect(yuanToFen('1.005')).toBe(101);
    expect(yuanToFen('1.004')).toBe(100);
    expect(yuanToFen('-1.005')).toBe(-101);
    expect(yuanToFen(1e-7)).toBe(0);
  });
  it('refuse what is not a number', () => {
    expect(yuanToFen('1.2.3')).toBeNull();
    expect(yuanToFen('.')).toBeNull();
    expect(yuanToFen('')).toBeNull();
    expect(yuanToFen(null)).toBeNull();
  });
  it('fenToYuan is the inverse', () => {
    expect(fenToYuan(29)).toBe(0.29);
    expect(fenToYuan(1999)).toBe(19.99);
    expect(fenToYuan(12345, 10000)).toBe(1.2345);
    expect(fenToYuan(null)).toBeNull();
    for (const fen of [1, 7, 29, 99, 1001, 123456]) expect(yuanToFen(fenToYuan(fen))).toBe(fen);
  });
});
