import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

describe('greetingFor', () => {
  it.each([
    [0, '早上好'],
    [8, '早上好'],
    [9, '上午好'],
    [11, '上午好'],
    [12, '中午好'],
    [13, '中午好'],
    [14, '下午好'],
    [19, '下午好'],
    [20, '晚上好'],
    [23, '晚上好'],
  ])('hour %i greets %s', (hour, text) => {
    expect(greetingFor(hour, 'zh-CN')).toBe(text);
  });
  it('speaks English', () => {
    expect(greetingFor(7, 'en-US')).toBe('Good morning');
    expect(greetingFor(15, 'en-US')).toBe('Good afternoon');
    expect(greetingFor(21, 'en-US')).toBe('Good evening');
  });
});
