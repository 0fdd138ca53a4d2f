import type { EntityFile } from '../../src/meta/model';

/** camelCase field name → snake_case column name. */
export const columnName = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A `view` reads the table of the entity it shows. */
export const tableName = (entity: EntityFile): string => entity.table ?? columnName(entity.view?.of ?? entity.name);

/** Columns every entity table has besides its declared fields. */
export const IMPLICIT_COLUMNS = ['id', 'seller_id', 'created_at', 'updated_at'] as const;

/** Postgres truncates identifiers at 63 bytes; the prefixes keep each kind apart. */
const objectName = (prefix: string, table: string, column: string) => `${prefix}_${table}_${column}`.slice(0, 63);

/** A plain index of an entity table (filters, sorts, references). */
export const indexName = (table: string, column: string) => objectName('ix', table, column);

/** The unique index of a `unique` field: (seller_id, column) on tenant tables. */
export const uniqueIndexName = (table: string, column: string) => objectName('ux', table, column);

/**
 * The unique index of a field: named after the scope's columns too, so that a changed
 * `uniqueWithin` is a new index (the migration drops the old one and checks the rows anew).
 */
export const fieldUniqueIndexName = (table: string, field: string, within: readonly string[] = []) =>
  uniqueIndexName(table, [...within, field].map(columnName).join('_'));

/** The foreign key of a `reference` field. */
export const foreignKeyName = (table: string, column: string) => objectName('fk', table, column);
