import type { Locale, LocalizedText } from '../model/common';

/** Status of a record pushed to an interconnected platform. */
export const PUSH_STATUS_LABELS: Record<number, LocalizedText> = {
  1: { 'zh-CN': '待推送', 'en-US': 'Pending push' },
  2: { 'zh-CN': '推送中', 'en-US': 'Pushing' },
  3: { 'zh-CN': '重新推送', 'en-US': 'Re-pushing' },
  4: { 'zh-CN': '推送失败', 'en-US': 'Push failed' },
  5: { 'zh-CN': '推送成功', 'en-US': 'Push succeeded' },
};
const UNKNOWN: LocalizedText = { 'zh-CN': '未知', 'en-US': 'Unknown' };

/** The label of a push status code (number or numeric text); "unknown" for anything else. */
export function pushStatusLabel(code: number | string | null | undefined, locale: Locale): string {
  const key = code === null || code === undefined || code === '' ? NaN : Number(code);
  return (PUSH_STATUS_LABELS[key] ?? UNKNOWN)[locale];
}
