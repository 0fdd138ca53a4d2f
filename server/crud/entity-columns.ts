import type { EntityFile, FieldDef } from '../../src/meta/model';
import { isManyReference, isSecret } from '../../src/meta/capabilities';
import { columnName, tableName } from '../db/naming';
import { ident } from './sql';
import { toFileList } from '../../src/meta/files/file-value';

/** Implicit properties every row carries besides its declared fields, with their columns. */
export const IMPLICIT_FIELDS = { id: 'id', createdAt: 'created_at', updatedAt: 'updated_at' } as const;

export const isTenant = (entity: EntityFile) => entity.tenant !== false;

export const table = (entity: EntityFile) => ident(tableName(entity));

/**
 * Quoted column of a declared or implicit field. An own-property check: a name a caller sent,
 * such as `constructor`, must not find Object.prototype's members.
 */
export function column(field: string): string {
  const implicit = Object.hasOwn(IMPLICIT_FIELDS, field)
    ? IMPLICIT_FIELDS[field as keyof typeof IMPLICIT_FIELDS]
    : undefined;
  return ident(implicit ?? columnName(field));
}

/**
 * The field a payload key names, if the entity declares it. An own-property check: a key such
 * as `constructor` or `valueOf` must not find Object.prototype's members.
 */
export const declaredField = (entity: EntityFile, name: string): FieldDef | undefined =>
  Object.hasOwn(entity.fields, name) ? entity.fields[name] : undefined;

export const fieldEntries = (entity: EntityFile): [string, FieldDef][] => Object.entries(entity.fields);

/** Fields a user may write: every declared field that the system does not set itself. */
export const writableFields = (entity: EntityFile): [string, FieldDef][] =>
  fieldEntries(entity).filter(([, field]) => !field.readOnly);

/** Fields with a column of their own: "references" live in join tables. */
export const storedFieldNames = (entity: EntityFile): string[] =>
  Object.keys(entity.fields).filter((name) => !isManyReference(entity.fields[name]));

/** Fields read back as values: secrets are written only, and read as "is set". */
const readableFieldNames = (entity: EntityFile): string[] =>
  storedFieldNames(entity).filter((name) => !isSecret(entity.fields[name]));

const SECRET_PREFIX = '$secret:';

/**
 * The select list, aliased back to the camelCase names the API speaks. A secret is never
 * selected: only whether it is set, so that no answer, export or audit entry can carry it.
 */
export function selectList(entity: EntityFile, alias = ''): string {
  const prefix = alias ? `${alias}.` : '';
  const names = [...Object.keys(IMPLICIT_FIELDS), ...readableFieldNames(entity)];
  const secrets = storedFieldNames(entity)
    .filter((name) => isSecret(entity.fields[name]))
    .map((name) => `(coalesce(${prefix}${column(name)}::text, '') <> '') as "${SECRET_PREFIX}${name}"`);
  return [...names.map((name) => `${prefix}${column(name)} as "${name}"`), ...secrets].join(', ');
}

/** `$secret:<field>` columns → `$secrets: { field: true | false }` (is a value stored). */
function liftSecrets(entity: EntityFile, row: Record<string, unknown>): void {
  let secrets: Record<string, boolean> | undefined;
  for (const name of Object.keys(entity.fields)) {
    if (!isSecret(entity.fields[name])) continue;
    secrets ??= {};
    secrets[name] = row[SECRET_PREFIX + name] === true;
    delete row[SECRET_PREFIX + name];
  }
  if (secrets) row.$secrets = secrets;
}

/** A value ready to bind for one field's column. */
export function toDbValue(field: FieldDef, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  // An empty form input may arrive as []: "no value", except where a list is the value itself.
  const isList = field.type === 'json' || ((field.type === 'image' || field.type === 'file') && field.multiple);
  if (Array.isArray(value) && value.length === 0 && !isList) return null;
  if (field.type === 'json') return JSON.stringify(value);
  if (field.type === 'image' || field.type === 'file') {
    const urls = toFileList(value);
    return urls.length > 0 ? JSON.stringify(urls) : null;
  }
  return value;
}

/**
 * Image and file lists are kept as JSON text; the API answers them as lists again, one URL
 * or several alike, so that a row sent back unchanged passes the same check.
 */
export function fromDbRow(entity: EntityFile, row: Record<string, unknown>): Record<string, unknown> {
  liftSecrets(entity, row);
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.type === 'image' || field.type === 'file') row[name] = toFileList(row[name]);
  }
  return row;
}
