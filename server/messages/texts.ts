import type { Locale } from '../../src/meta/model';

/** Texts that are not failures: cell values, counts and notices the routes compose. */
export const TEXTS = {
  yes: { 'zh-CN': '是', 'en-US': 'Yes' },
  no: { 'zh-CN': '否', 'en-US': 'No' },
  importDone: { 'zh-CN': '成功导入 {0} 条数据', 'en-US': '{0} rows imported' },
  referenceCount: { 'zh-CN': '{0} 个{1}', 'en-US': '{0} × {1}' },
  recoveredOffline: { 'zh-CN': '线下追回 {0}', 'en-US': 'Recovered offline {0}' },
  faultReportTitle: { 'zh-CN': '故障报修 {0}', 'en-US': 'Fault report {0}' },
  masterDataMatched: { 'zh-CN': '已匹配档案 {0}', 'en-US': 'Matched to the master data {0}' },
} as const satisfies Record<string, Record<Locale, string>>;

/** Joins field titles the way each language lists them. */
export const listJoin = (locale: Locale, items: string[]) => items.join(locale === 'zh-CN' ? '、' : ', ');
