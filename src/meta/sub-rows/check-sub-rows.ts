import type { Locale, LocalizedText } from '../model/common';
import { t } from '../model/plain';
import type { DictionaryFile } from '../model/dictionary';
import type { EntityFile, FieldDef } from '../model/entity';
import { compileEntityValidator } from '../rules/entity-validator';
import { formatMessage } from '../rules/format-message';
import { checkRowSet } from './row-set';

type SubRows = NonNullable<FieldDef['sub']>;

type RowValues = Record<string, unknown>;

const TEXTS = {
  notRows: { 'zh-CN': '须为行的列表', 'en-US': 'must be a list of rows' },
  notRow: { 'zh-CN': '第{0}行格式不正确', 'en-US': 'Row {0} is malformed' },
  rowField: { 'zh-CN': '第{0}行「{1}」：{2}', 'en-US': 'Row {0}, {1}: {2}' },
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
