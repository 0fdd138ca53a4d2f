import { describe, expect, it } from 'vitest';
import { pushStatusLabel } from './push-status';

describe('pushStatusLabel', () => {
  it('names codes 1 to 5 in both languages', () => {
    expect([1, 2, 3, 4, 5].map((c) => pushStatusLabel(c, 'zh-CN'))).toEqual([
      '待推送',
      '推送中',
      '重新推送',
      '推送失败',
      '推送成功',
    ]);
    expect(pushStatusLabel('4', 'en-US')).toBe('Push failed');
    expect(pushStatusLabel(5, 'en-US')).toBe('Push succeeded');
  });
  it('calls anything else unknown', () => {
    for (const code of [0, 6, null, undefined, '', 'x', 1.5]) {
      expect(pushStatusLabel(code, 'zh-CN')).toBe('未知');
      expect(pushStatusLabel(code, 'en-US')).toBe('Unknown');
    }
  });
});
