import type { WantedTable } from './entity-tables';
import { uniqueIndexName } from './naming';

/**
 * A "kv" entity's table: one row per seller and key, the value as JSON text. Its fields are
 * keys, not columns, so that a new setting is a schema change with no migration.
 */
export function keyValueTable(table: string, tenant: boolean): WantedTable {
  const columns = new Map([
    ['key', { dataType: 'character varying', maxLength: 64, ddl: 'varchar(64)' }],
    ['value', { dataType: 'text', maxLength: null, ddl: 'text' }],
  ]);
  // One value per seller and key: two concurrent first saves cannot both add the key.
  const uniques = new Map([[uniqueIndexName(table, 'key'), tenant ? ['seller_id', 'key'] : ['key']]]);
  return {
    table,
    tenant,
    columns,
    indexes: new Map(),
    uniques,
    scopedUniques: new Set<string>(),
    foreignKeys: new Map(),
    renames: new Map(),
  };
}
