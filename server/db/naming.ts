import type { EntityFile } from '../../src/meta/model';

/** camelCase field name → snake_case column name. */
export const columnName = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export const tableName = (entity: EntityFile): string => entity.table ?? columnName(entity.name);

/** Columns every entity table has besides its declared fields. */
export const IMPLICIT_COLUMNS = ['id', 'seller_id', 'created_at', 'updated_at'] as const;
