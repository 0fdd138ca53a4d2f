import type { Locale, LocalizedText } from '../model/common';

/**
 * Greeting by hour of the day (SPEC section 9: "before 9, up to 11, up to 13, before 20,
 * otherwise evening"), hour 0-23:
 *   0-8 早上好, 9-11 上午好, 12-13 中午好, 14-19 下午好, 20-23 晚上好.
 */
const GREETINGS: [test: (hour: number) => boolean, text: LocalizedText][] = [
  [(h) => h < 9, { 'zh-CN': '早上好', 'en-US': 'Good morning' }],
  [(h) => h <= 11, { 'zh-CN': '上午好', 'en-US': 'Good morning' }],
  [(h) => h <= 13, { 'zh-CN': '中午好', 'en-US': 'Good afternoon' }],
  [(h) => h < 20, { 'zh-CN': '下午好', 'en-US': 'Good afternoon' }],
];
const EVENING: LocalizedText = { 'zh-CN': '晚上好', 'en-US': 'Good evening' };

export function greetingFor(hour: number, locale: Locale): string {
  const found = GREETINGS.find(([test]) => test(hour));
  return (found ? found[1] : EVENING)[locale];
}
