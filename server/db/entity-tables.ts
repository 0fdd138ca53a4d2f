import type { MetaBundle } from '../../src/meta/bundle';
import type { EntityFile } from '../../src/meta/model';
import { columnName, tableName } from './naming';
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
}

/** Postgres truncates identifiers at 63 bytes; keep index names distinct and short. */
const indexName = (table: string, column: string) => `ix_${table}_${column}`.slice(0, 63);

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
  if (tenant) indexes.set(indexName(table, 'seller'), ['seller_id', 'id']);
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
  return { table, tenant, columns, indexes };
}

export const wantedTables = (bundle: MetaBundle): WantedTable[] =>
  [...bundle.entities.values()].map((entity) => wantedTable(entity, bundle));
