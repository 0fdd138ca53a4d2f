import type { EntityFile, SortSpec } from '../../src/meta/model';
import { column } from './entity-columns';

export interface ResolvedSort {
  field: string;
  descending: boolean;
}

/** Fields the list may be sorted by: its declared columns and the implicit id and times. */
export function sortableFields(entity: EntityFile): Set<string> {
  const fields = new Set(['id', 'createdAt', 'updatedAt']);
  for (const col of entity.list.columns) fields.add(typeof col === 'string' ? col : col.field);
  if (entity.list.defaultSort) fields.add(entity.list.defaultSort.field);
  return fields;
}

/**
 * The requested sort, the schema's default, or newest first. Returns the refused field name
 * as a string when the request asks for an undeclared one.
 */
export function resolveSort(entity: EntityFile, sort: unknown): ResolvedSort | string {
  const requested = sort && typeof sort === 'object' ? (sort as Partial<SortSpec>) : undefined;
  if (requested?.field) {
    if (typeof requested.field !== 'string' || !sortableFields(entity).has(requested.field)) {
      // JSON text, not String(): an object sent as the field may carry a hostile toString.
      return typeof requested.field === 'string' ? requested.field : JSON.stringify(requested.field);
    }
    return { field: requested.field, descending: requested.order !== 'ascend' };
  }
  const fallback = entity.list.defaultSort;
  return fallback
    ? { field: fallback.field, descending: fallback.order === 'descend' }
    : { field: 'id', descending: true };
}

/**
 * ORDER BY with id as the unique tiebreaker, so that paging never repeats or skips rows. The
 * default null placement is kept so that a (seller_id, column, id) index serves both orders.
 */
export function orderBy(sort: ResolvedSort): string {
  const dir = sort.descending ? 'desc' : 'asc';
  if (sort.field === 'id') return `order by "id" ${dir}`;
  return `order by ${column(sort.field)} ${dir}, "id" ${dir}`;
}

/** The same order over a derived table whose columns carry the API's camelCase names. */
export function orderByAlias(sort: ResolvedSort, alias: string): string {
  const dir = sort.descending ? 'desc' : 'asc';
  if (sort.field === 'id') return `order by ${alias}."id" ${dir}`;
  return `order by ${alias}."${sort.field}" ${dir}, ${alias}."id" ${dir}`;
}
