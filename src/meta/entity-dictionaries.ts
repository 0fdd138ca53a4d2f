import type { MetaBundle } from './bundle';
import type { EntityFile, FieldDef } from './model';

/** The dictionaries a field names: its own, and those of its sub-table rows. */
const fieldDictionaries = (field: FieldDef): string[] => [
  ...(field.dict ? [field.dict] : []),
  ...Object.values(field.sub?.fields ?? {}).flatMap((row) => row.dict ?? []),
];

/**
 * The dictionaries an entity's screens show: its own fields' and those of its related lists,
 * below the detail or in its tabs.
 */
export function dictionariesOf(entity: EntityFile, bundle: Pick<MetaBundle, 'entities'>): string[] {
  const relatedNames = [
    ...(entity.detail.related ?? []).map((rel) => rel.entity),
    ...(entity.detail.tabs ?? []).flatMap((tab) => (tab.related ? [tab.related.entity] : [])),
  ];
  const related = relatedNames.flatMap((name) => bundle.entities.get(name) ?? []);
  const names = [entity, ...related].flatMap((e) => Object.values(e.fields).flatMap(fieldDictionaries));
  return [...new Set(names)];
}
