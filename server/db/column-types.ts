import { DEFAULT_MAX_LENGTH, type FieldDef } from '../../src/meta/model';
import type { MetaBundle } from '../../src/meta/bundle';

/** A column type as information_schema.columns describes it, plus the DDL that creates it. */
export interface ColumnType {
  /** information_schema data_type. */
  dataType: string;
  /** Length of a varchar, otherwise null. */
  maxLength: number | null;
  ddl: string;
}

const simple = (dataType: string, ddl = dataType): ColumnType => ({ dataType, maxLength: null, ddl });
const varchar = (length: number): ColumnType => ({
  dataType: 'character varying',
  maxLength: length,
  ddl: `varchar(${length})`,
});

/** The column type of one declared field (ARCHITECTURE: money is integer fen). */
export function fieldColumnType(field: FieldDef, bundle: MetaBundle): ColumnType {
  switch (field.type) {
    case 'string':
      return varchar(field.maxLength ?? DEFAULT_MAX_LENGTH);
    case 'text':
    case 'image':
    case 'file':
      return simple('text');
    case 'integer':
      return simple('integer');
    case 'number':
      return simple('double precision');
    case 'money':
    case 'reference':
      return simple('bigint');
    case 'boolean':
      return simple('boolean');
    case 'date':
      return simple('date');
    case 'datetime':
      return simple('timestamp with time zone', 'timestamptz');
    case 'dict':
      return bundle.dictionaries.get(field.dict ?? '')?.valueType === 'integer' ? simple('integer') : varchar(64);
    case 'json':
      return simple('jsonb');
    default:
      throw new Error(`no column type for field type ${String((field as FieldDef).type)}`);
  }
}

/** A change of type that keeps every value: only a longer varchar. */
export function isWidening(from: ColumnType, to: ColumnType): boolean {
  return (
    from.dataType === 'character varying' &&
    to.dataType === 'character varying' &&
    (to.maxLength ?? 0) > (from.maxLength ?? 0)
  );
}

export const sameType = (a: ColumnType, b: ColumnType) => a.dataType === b.dataType && a.maxLength === b.maxLength;
