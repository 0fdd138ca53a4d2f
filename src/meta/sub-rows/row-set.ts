import type { Locale, LocalizedText } from '../model/common';
import type { FieldDef } from '../model/entity';
import { t } from '../model/plain';
import { formatMessage } from '../rules/format-message';
import { checkTimeline, timelineMessage } from './timeline';

type SubRows = NonNullable<FieldDef['sub']>;
type RowValues = Record<string, unknown>;

/** Rows beyond this are refused even when the schema sets no maxRows. */
export const DEFAULT_MAX_ROWS = 100;

const TEXTS = {
  tooFew: { 'zh-CN': '至少需要{0}行', 'en-US': 'needs at least {0} rows' },
  tooMany: { 'zh-CN': '最多{0}行', 'en-US': 'takes at most {0} rows' },
  sum: { 'zh-CN': '「{0}」合计须为{1}，当前为{2}', 'en-US': 'the {0} of all rows must add up to {1}, not {2}' },
} satisfies Record<string, LocalizedText>;

/** Sums with the decimals of the inputs, so that 33.3 + 33.3 + 33.4 is 100 and not 99.99999. */
const addUp = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 1e6) / 1e6;

/**
 * The checks over all rows together: row count, sums and the timeline. The web form runs these
 * on the table as a whole (each cell checks its own value); the server runs them after the
 * per-row checks of checkSubRows.
 */
export function checkRowSet(sub: SubRows, rows: RowValues[], locale: Locale): string[] {
  const problems: string[] = [];
  const max = sub.maxRows ?? DEFAULT_MAX_ROWS;
  if (sub.minRows !== undefined && rows.length < sub.minRows)
    problems.push(formatMessage(TEXTS.tooFew, locale, [sub.minRows]));
  if (rows.length > max) problems.push(formatMessage(TEXTS.tooMany, locale, [max]));
  for (const rule of sub.sums ?? []) {
    const total = addUp(rows.map((row) => Number(row[rule.field] ?? 0)).filter(Number.isFinite));
    if (total !== rule.equals) {
      const title = sub.fields[rule.field] ? t(sub.fields[rule.field].title, locale) : rule.field;
      problems.push(formatMessage(TEXTS.sum, locale, [title, rule.equals, total]));
    }
  }
  if (sub.timeline) problems.push(...checkTimeline(rows, sub.timeline).map((issue) => timelineMessage(issue, locale)));
  return problems;
}
