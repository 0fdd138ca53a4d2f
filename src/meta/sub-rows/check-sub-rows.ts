import type { Locale, LocalizedText } from '../model/common';
import { t } from '../model/plain';
import type { DictionaryFile } from '../model/dictionary';
import type { EntityFile, FieldDef } from '../model/entity';
import { compileEntityValidator } from '../rules/entity-validator';
import { formatMessage } from '../rules/format-message';
import { checkTimeline, timelineMessage } from './timeline';

type SubRows = NonNullable<FieldDef['sub']>;

/** Rows beyond this are refused even when the schema sets no maxRows. */
export const DEFAULT_MAX_ROWS = 100;
type RowValues = Record<string, unknown>;

const TEXTS = {
  notRows: { 'zh-CN': '须为行的列表', 'en-US': 'must be a list of rows' },
  notRow: { 'zh-CN': '第{0}行格式不正确', 'en-US': 'Row {0} is malformed' },
  rowField: { 'zh-CN': '第{0}行「{1}」：{2}', 'en-US': 'Row {0}, {1}: {2}' },
  tooFew: { 'zh-CN': '至少需要{0}行', 'en-US': 'needs at least {0} rows' },
  tooMany: { 'zh-CN': '最多{0}行', 'en-US': 'takes at most {0} rows' },
  sum: { 'zh-CN': '「{0}」合计须为{1}，当前为{2}', 'en-US': 'the {0} of all rows must add up to {1}, not {2}' },
} satisfies Record<string, LocalizedText>;

/** The rows' own fields as an entity, so that each row is checked by the entity validator. */
const rowEntities = new WeakMap<SubRows, EntityFile>();
function rowEntity(sub: SubRows): EntityFile {
  let entity = rowEntities.get(sub);
  if (!entity) {
    // Only the fields matter to the validator; the rest of an entity has no meaning for a row.
    entity = { fields: sub.fields } as unknown as EntityFile;
    rowEntities.set(sub, entity);
  }
  return entity;
}

const isRow = (value: unknown): value is RowValues =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

/**
 * Everything wrong with the value of a sub-table field, each problem naming its row (from 1)
 * and field: the value's shape, each row's fields by the same rule registry as entity fields
 * (no undeclared keys), then the checks over all rows. Empty when the rows may be saved.
 */
export function checkSubRows(
  field: FieldDef,
  value: unknown,
  dictionaries: Map<string, DictionaryFile>,
  locale: Locale,
): string[] {
  const sub = field.sub;
  if (!sub || value === undefined || value === null) return [];
  if (!Array.isArray(value)) return [formatMessage(TEXTS.notRows, locale)];
  const validate = compileEntityValidator(rowEntity(sub), { dictionaries, mode: 'create' });
  const problems: string[] = [];
  value.forEach((row: unknown, index) => {
    if (!isRow(row)) {
      problems.push(formatMessage(TEXTS.notRow, locale, [index + 1]));
      return;
    }
    for (const error of validate(row, locale)) {
      const title = sub.fields[error.field] ? t(sub.fields[error.field].title, locale) : error.field;
      problems.push(formatMessage(TEXTS.rowField, locale, [index + 1, title, error.message]));
    }
  });
  if (problems.length > 0) return problems;
  return checkRowSet(sub, value as RowValues[], locale);
}
