import type { MetaBundle } from '../bundle';
import type { EntityFile, FieldDef } from '../model/entity';
import type { DateRangePreset, ListFilter } from '../model/list-filter';

/** Columns every row has; a filter may name them like declared fields. */
const IMPLICIT: Readonly<Record<string, FieldDef>> = {
  id: { type: 'integer', title: { 'zh-CN': 'ID', 'en-US': 'ID' } },
  createdAt: { type: 'datetime', title: { 'zh-CN': '创建时间', 'en-US': 'Created at' } },
  updatedAt: { type: 'datetime', title: { 'zh-CN': '更新时间', 'en-US': 'Updated at' } },
};

/**
 * A declared or implicit field by name. Own properties only: a path a caller sent, such as
 * `constructor`, must not find Object.prototype's members.
 */
const ownField = (entity: EntityFile, name: string): FieldDef | undefined =>
  Object.hasOwn(entity.fields, name) ? entity.fields[name] : Object.hasOwn(IMPLICIT, name) ? IMPLICIT[name] : undefined;

export interface ListFilterEntry {
  /** The key of the filter in a page request: the path as declared ("city", "stationId.city"). */
  name: string;
  defaultRange?: DateRangePreset;
}

/** The list's filters as name and default range, whichever form each was declared in. */
export const listFilters = (entity: EntityFile): ListFilterEntry[] =>
  (entity.list.filters ?? []).map((filter: ListFilter) =>
    typeof filter === 'string' ? { name: filter } : { name: filter.field, defaultRange: filter.defaultRange },
  );

export const listFilterNames = (entity: EntityFile): string[] => listFilters(entity).map((f) => f.name);

/** What a filter path stands for: the field matched, and the reference it is reached through. */
export interface ResolvedFilter {
  field: FieldDef;
  /** "<reference field>.<field>": the reference field of this entity and the entity it points to. */
  via?: { referenceField: string; entity: EntityFile; field: string };
}

/**
 * Resolves "city", "createdAt" or "stationId.city" (also "station.city" when one reference
 * field points to station); undefined when the path names nothing.
 */
export function resolveFilterPath(entity: EntityFile, path: string, bundle?: MetaBundle): ResolvedFilter | undefined {
  const [head, tail] = path.split('.');
  if (tail === undefined) {
    const field = ownField(entity, head);
    return field ? { field } : undefined;
  }
  const references = Object.entries(entity.fields).filter(([, f]) => f.type === 'reference' && f.ref);
  const byField = references.find(([name]) => name === head);
  const byEntity = references.filter(([, f]) => f.ref!.entity === head);
  const [referenceField, reference] = byField ?? (byEntity.length === 1 ? byEntity[0] : []);
  if (!referenceField || !reference) return undefined;
  const target = bundle?.entities.get(reference.ref!.entity);
  const field = target ? ownField(target, tail) : undefined;
  if (!target || !field) return undefined;
  return { field, via: { referenceField, entity: target, field: tail } };
}
