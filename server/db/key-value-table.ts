import type { WantedTable } from './entity-tables';

/**
 * A "kv" entity's table: one row per seller and key, the value as JSON text. Its fields are
 * keys, not columns, so that a new setting is a schema change with no migration.
 */
export function keyValueTable(table: string, tenant: boolean): WantedTable {
  const columns = new Map([
    ['key', { dataType: 'character varying', maxLength: 64, ddl: 'varchar(64)' }],
    ['value', { dataType: 'text', maxLength: null, ddl: 'text' }],
  ]);
  const indexes = new Map([[`ix_${table}_key`.slice(0, 63), tenant ? ['seller_id', 'key'] : ['key']]]);
  return { table, tenant, columns, indexes };
}
