import type { MetaBundle } from '../../src/meta/bundle';
import { isTableView } from '../../src/meta/entity-scope';
import type { EntityFile } from '../../src/meta/model';
import { columnName, fieldUniqueIndexName, foreignKeyName, indexName, tableName, uniqueIndexName } from './naming';
import { fieldColumnType, type ColumnType } from './column-types';
import { isManyReference } from '../../src/meta/capabilities';
import { keyValueTable } from './key-value-table';
import { listFilterNames } from '../../src/meta/filters/list-filters';

/** What the schemas say one entity table must look like. */
export interface WantedTable {
  table: string;
  tenant: boolean;
  columns: Map<string, ColumnType>;
  /** Index name → indexed columns. */
  indexes: Map<string, string[]>;
  /** Unique index name → its columns: `unique` fields, and (seller_id, id) that foreign keys point at. */
  uniques: Map<string, string[]>;
  /**
   * Unique indexes within a scope (`uniqueWithin`): an empty scope value is one scope too (the
   * top-level organizations share a parent of none), so the index treats nulls as equal; a row
   * without a value of its own is not held to it.
   */
  scopedUniques: Set<string>;
  /** Constraint name → the reference it enforces. */
  foreignKeys: Map<string, WantedForeignKey>;
  /** New column → the column it was called before (`renamedFrom`). */
  renames: Map<string, string>;
}

/**
 * A `reference` field as a foreign key, `on delete restrict`. Between two seller tables it
 * covers (seller_id, column) → (seller_id, id): a row can only point within its own seller, and
 * the key's check on delete reads the (seller_id, column, id) index the lists use.
 */
export interface WantedForeignKey {
  columns: string[];
  target: string;
  targetColumns: string[];
  /**
   * "restrict" refuses at once; within one table (a tree) "no action" checks at the end of the
   * statement, so that a parent deleted together with its children is not refused.
   */
  onDelete: 'restrict' | 'no action';
}

export function wantedTable(entity: EntityFile, bundle: MetaBundle): WantedTable {
  const table = tableName(entity);
  const tenant = entity.tenant !== false;
  const columns = new Map<string, ColumnType>();
  if (entity.kind === 'kv') return keyValueTable(table, tenant);
  for (const [name, field] of Object.entries(entity.fields))
    if (!isManyReference(field)) columns.set(columnName(name), fieldColumnType(field, bundle));

  // Tenant-scoped queries filter by seller first: (seller_id, x) serves both the scope and x.
  // The trailing id lets a filtered list read its page in id order (and a sorted list break
  // ties by id) straight from the index, and count up to its cap from the index alone.
  const scoped = (column: string) => (tenant ? ['seller_id', column, 'id'] : [column, 'id']);
  const indexes = new Map<string, string[]>();
  const uniques = new Map<string, string[]>();
  // Unique, so that foreign keys from other seller tables can point at (seller_id, id).
  if (tenant) uniques.set(uniqueIndexName(table, 'seller_id'), ['seller_id', 'id']);
  const scopedUniques = new Set<string>();
  for (const [name, field] of Object.entries(entity.fields)) {
    if (!field.unique) continue;
    // Unique within the rows sharing the scope's fields (a gun number within its pile).
    const within = (field.uniqueWithin ?? []).map(columnName);
    if (within.length) scopedUniques.add(fieldUniqueIndexName(table, name, field.uniqueWithin));
    uniques.set(fieldUniqueIndexName(table, name, field.uniqueWithin), [
      ...(tenant ? ['seller_id'] : []),
      ...within,
      columnName(name),
    ]);
  }
  const foreignKeys = new Map<string, WantedForeignKey>();
  for (const [name, field] of Object.entries(entity.fields)) {
    const target = field.type === 'reference' && field.ref ? bundle.entities.get(field.ref.entity) : undefined;
    if (!target) continue;
    // Platform rows belong to the platform seller, not to the seller of the row pointing at them.
    const both = tenant && target.tenant !== false && target.scope !== 'platform';
    const column = columnName(name);
    foreignKeys.set(foreignKeyName(table, column), {
      columns: both ? ['seller_id', column] : [column],
      target: tableName(target),
      targetColumns: both ? ['seller_id', 'id'] : ['id'],
      onDelete: target === entity ? 'no action' : 'restrict',
    });
  }
  const renames = new Map<string, string>();
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.renamedFrom) renames.set(columnName(name), columnName(field.renamedFrom));
  }
  // A referenced entity's field is matched in that entity's table; its reference is indexed below.
  const indexed = new Set<string>(listFilterNames(entity).filter((name) => !name.includes('.')));
  for (const [name, field] of Object.entries(entity.fields)) if (field.type === 'reference') indexed.add(name);
  if (entity.statusField) indexed.add(entity.statusField);
  for (const [name, field] of Object.entries(entity.fields)) if (field.sortable) indexed.add(name);
  if (entity.list.defaultSort) indexed.add(entity.list.defaultSort.field);
  for (const name of indexed) {
    if (isManyReference(entity.fields[name])) continue;
    const implicit = name === 'createdAt' || name === 'updatedAt';
    if (!entity.fields[name] && !implicit) continue;
    const column = columnName(name);
    indexes.set(indexName(table, column), scoped(column));
  }
  return { table, tenant, columns, indexes, uniques, scopedUniques, foreignKeys, renames };
}

/** Every entity's table; a crossTenant screen reads tables that others own and has none. */
export const wantedTables = (bundle: MetaBundle): WantedTable[] =>
  [...bundle.entities.values()].filter((entity) => !isTableView(entity)).map((entity) => wantedTable(entity, bundle));
