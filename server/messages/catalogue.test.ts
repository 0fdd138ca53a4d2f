import { describe, expect, it } from 'vitest';
import { ERRORS, TEXTS } from './index';

const placeholders = (text: string) => [...new Set(text.match(/\{\d+\}/g) ?? [])].sort();

describe('the message catalogue', () => {
  const entries: [string, Record<string, string>][] = [
    ...Object.entries(ERRORS).map(([key, entry]) => [key, entry.text] as [string, Record<string, string>]),
    ...Object.entries(TEXTS).map(([key, text]) => [key, text] as [string, Record<string, string>]),
  ];

  it.each(entries)('%s has a text in both languages with the same placeholders', (_key, text) => {
    expect(text['zh-CN'].trim()).not.toBe('');
    expect(text['en-US'].trim()).not.toBe('');
    expect(placeholders(text['zh-CN'])).toEqual(placeholders(text['en-US']));
  });

  it('gives every failure a body code and an HTTP status', () => {
    for (const entry of Object.values(ERRORS)) {
      expect(Number.isInteger(entry.code)).toBe(true);
      expect(entry.status).toBeGreaterThanOrEqual(200);
    }
  });
});
