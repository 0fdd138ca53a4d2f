import type { MetaBundle } from '../../src/meta/bundle';
import { t, type EntityFile, type FieldDef, type Locale, type LocalizedText } from '../../src/meta/model';

/** Titles of the implicit columns an export may list beside the declared fields. */
const IMPLICIT: Record<string, { title: LocalizedText; def: FieldDef }> = {
  id: { title: { 'zh-CN': 'ID', 'en-US': 'ID' }, def: { type: 'integer', title: { 'zh-CN': 'ID', 'en-US': 'ID' } } },
  createdAt: {
    title: { 'zh-CN': '创建时间', 'en-US': 'Created at' },
    def: { type: 'datetime', title: { 'zh-CN': '创建时间', 'en-US': 'Created at' } },
  },
  updatedAt: {
    title: { 'zh-CN': '更新时间', 'en-US': 'Updated at' },
    def: { type: 'datetime', title: { 'zh-CN': '更新时间', 'en-US': 'Updated at' } },
  },
};

export interface ExcelColumn {
  name: string;
  field: FieldDef;
  title: LocalizedText;
}

/** The declared (or implicit) fields an export or import lists, in order. */
export function excelColumns(entity: EntityFile, names: string[]): ExcelColumn[] {
  return names.flatMap((name) => {
    const field = entity.fields[name];
    if (field) return [{ name, field, title: field.title }];
    const implicit = IMPLICIT[name];
    return implicit ? [{ name, field: implicit.def, title: implicit.title }] : [];
  });
}

export const columnTitle = (column: ExcelColumn, locale: Locale) => t(column.title, locale);

export function dictLabel(bundle: MetaBundle, field: FieldDef, value: unknown, locale: Locale): string | undefined {
  const item = bundle.dictionaries.get(field.dict ?? '')?.items.find((i) => String(i.value) === String(value));
  return item ? t(item.label, locale) : undefined;
}

/** Sheet width for a column: wide enough for its title and typical values. */
export function columnWidth(column: ExcelColumn): number {
  if (column.field.type === 'datetime') return 20;
  if (column.field.type === 'text') return 40;
  return Math.max(12, Math.min(40, (column.field.maxLength ?? 16) / 2 + 6));
}
