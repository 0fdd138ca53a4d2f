import type { MetaBundle } from '../meta/bundle';
import type { DictionaryItem, EntityFile, FieldDef, Locale, View } from '../meta/model';
import { DEFAULT_MAX_LENGTH, t } from '../meta/model/plain';

/** Fields every row carries without being declared. */
export const IMPLICIT_FIELDS: Record<string, FieldDef> = {
  id: { type: 'integer', title: { 'zh-CN': 'ID', 'en-US': 'ID' }, readOnly: true },
  createdAt: { type: 'datetime', title: { 'zh-CN': '创建时间', 'en-US': 'Created at' }, readOnly: true },
  updatedAt: { type: 'datetime', title: { 'zh-CN': '更新时间', 'en-US': 'Updated at' }, readOnly: true },
};

/** A declared or implicit field of an entity; throws on a name the schema does not know. */
export function fieldOf(entity: EntityFile, name: string): FieldDef {
  const field = entity.fields[name] ?? IMPLICIT_FIELDS[name];
  if (!field) throw new Error(`${entity.name}: unknown field "${name}"`);
  return field;
}

/** Whether a field may appear in a view ("views" restricts; omitted means everywhere). */
export const inView = (field: FieldDef, view: View) => !field.views || field.views.includes(view);

export interface DictOption {
  value: string | number;
  label: string;
  color?: string;
}

/** The localised items of a field's dictionary; empty when it has none. */
export function dictOptions(bundle: MetaBundle, field: FieldDef, locale: Locale): DictOption[] {
  const dict = field.dict ? bundle.dictionaries.get(field.dict) : undefined;
  return (dict?.items ?? []).map((item: DictionaryItem) => ({
    value: item.value,
    label: t(item.label, locale),
    color: item.color,
  }));
}

export const maxLengthOf = (field: FieldDef) => field.maxLength ?? DEFAULT_MAX_LENGTH;

/** Whether the value type of a field is numeric, so URL and form values are parsed as numbers. */
export function isNumericField(bundle: MetaBundle, field: FieldDef): boolean {
  if (['integer', 'number', 'money', 'reference'].includes(field.type)) return true;
  if (field.type === 'dict') return bundle.dictionaries.get(field.dict ?? '')?.valueType === 'integer';
  return false;
}
