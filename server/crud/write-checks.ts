import type { FieldError } from '../../src/meta/api-codes';
import { API_CODES } from '../../src/meta/api-codes';
import type { MetaBundle } from '../../src/meta/bundle';
import { pickedUserFields, USER_TYPE_DICTIONARY } from '../../src/meta/capabilities';
import { dataScope, isTableView } from '../../src/meta/entity-scope';
import { t, type EntityFile, type FieldDef, type Locale } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import { linkedOwnersSql, manyReferences } from './many-references';
import { CrudError, validationError } from './crud-error';
import { column, declaredField, isTenant, table } from './entity-columns';
import { listJoin, message } from '../messages';
import { referenceFields } from './reference-labels';
import { subRowReferenceErrors } from './sub-row-references';
import { targetSeller } from './target-seller';

/** Checks that need the database: unique values per seller and references within the seller. */
export async function checkUnique(
  db: Queryable,
  entity: EntityFile,
  sellerId: number,
  values: Record<string, unknown>,
  locale: Locale,
  exceptId?: number,
): Promise<void> {
  for (const [name, field] of Object.entries(entity.fields)) {
    const value = values[name];
    if (!field.unique || value === undefined || value === null || value === '') continue;
    const within = field.uniqueWithin ?? [];
    // A scope not sent whole (an update of the number alone) is left to the unique index.
    if (within.some((other) => values[other] === undefined)) continue;
    const params: unknown[] = [value];
    let sql = `select 1 from ${table(entity)} where ${column(name)} = $1`;
    for (const other of within) {
      sql +=
        values[other] === null
          ? ` and ${column(other)} is null`
          : ` and ${column(other)} = $${params.push(values[other])}`;
    }
    if (isTenant(entity)) sql += ` and "seller_id" = $${params.push(sellerId)}`;
    if (exceptId !== undefined) sql += ` and "id" <> $${params.push(exceptId)}`;
    const { rows } = await db.query(`${sql} limit 1`, params);
    if (rows.length > 0) {
      const text = message(locale, 'duplicate', t(field.title, locale), String(value));
      throw new CrudError(API_CODES.CONFLICT, text, { errors: [{ field: name, message: text }] });
    }
  }
}

/** Every reference value (sub-table cells too) must name a row of the caller's own seller; a foreign id is "absent". */
export async function checkReferences(
  db: Queryable,
  bundle: MetaBundle,
  entity: EntityFile,
  sellerId: number,
  values: Record<string, unknown>,
  locale: Locale,
): Promise<void> {
  const errors: FieldError[] = [];
  for (const [name, target] of referenceFields(entity, bundle)) {
    const value = values[name];
    if (value === undefined || value === null || value === '') continue;
    const params: unknown[] = [Number(value)];
    let sql = `select 1 from ${table(target)} where "id" = $1`;
    if (isTenant(target)) sql += ` and "seller_id" = ${targetSeller(target, () => `$${params.push(sellerId)}`)}`;
    const { rows } = Number.isSafeInteger(params[0]) ? await db.query(sql, params) : { rows: [] };
    if (rows.length === 0) {
      errors.push({ field: name, message: message(locale, 'noSuchReference', t(entity.fields[name].title, locale)) });
    }
  }
  errors.push(...(await pickedUserErrors(db, bundle, entity, sellerId, values, locale)));
  errors.push(...(await subRowReferenceErrors(db, bundle, entity, sellerId, values, locale)));
  if (errors.length > 0) throw validationError(errors.map((e) => e.message).join('; '), errors);
}

/**
 * A user field the form edits must name a back-office user of the caller's own seller; one
 * narrowed by `userTypes` (a work order's assignee) an enabled user of those types.
 */
async function pickedUserErrors(
  db: Queryable,
  bundle: MetaBundle,
  entity: EntityFile,
  sellerId: number,
  values: Record<string, unknown>,
  locale: Locale,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const name of pickedUserFields(entity)) {
    const value = values[name];
    if (value === undefined || value === null || value === '') continue;
    const field = entity.fields[name];
    const id = Number(value);
    const { rows } = Number.isSafeInteger(id)
      ? await db.query<{ status: number; user_type: number }>(
          `select "status", "user_type" from users where "id" = $1 and "seller_id" = $2`,
          [id, sellerId],
        )
      : { rows: [] };
    const title = t(field.title, locale);
    const user = rows[0];
    if (!user) errors.push({ field: name, message: message(locale, 'noSuchReference', title) });
    else if (field.userTypes && (Number(user.status) !== 1 || !field.userTypes.includes(Number(user.user_type))))
      errors.push({
        field: name,
        message: message(locale, 'notAssignableUser', title, userTypeNames(bundle, field, locale)),
      });
  }
  return errors;
}

/** The field's user types by name ("调度、维修"), as the refusal of another user names them. */
const userTypeNames = (bundle: MetaBundle, field: FieldDef, locale: Locale) =>
  listJoin(
    locale,
    (field.userTypes ?? []).map((type) => {
      const item = bundle.dictionaries.get(USER_TYPE_DICTIONARY)?.items.find((one) => one.value === type);
      return item ? t(item.label, locale) : String(type);
    }),
  );

/** Refuses a payload that broke the schema's rules, naming the fields by their titles. */
export function refuseInvalid(entity: EntityFile, errors: FieldError[], locale: Locale): void {
  if (errors.length === 0) return;
  const titles = [...new Set(errors.map((e) => e.field))].map((name) => {
    const field = declaredField(entity, name);
    return field ? t(field.title, locale) : name;
  });
  throw validationError(message(locale, 'invalid', listJoin(locale, titles)), errors);
}

/** Counting the rows that still point at a deleted row stops here ("10000+"). */
const REFERENCE_COUNT_CAP = 10_000;

/**
 * Rows that other rows still point to are kept: deleting them would leave dangling references
 * (the foreign keys refuse it too). The refusal says what still points at them and how often,
 * e.g. "该场站仍被 12 个充电桩引用，不能删除".
 */
export async function checkNotReferenced(
  db: Queryable,
  bundle: MetaBundle,
  entity: EntityFile,
  sellerId: number,
  ids: number[],
  locale: Locale,
): Promise<void> {
  const counts: string[] = [];
  for (const other of bundle.entities.values()) {
    // A crossTenant screen shows rows another entity owns: counted there already.
    if (isTableView(other)) continue;
    for (const [name, target] of referenceFields(other, bundle)) {
      if (target.name !== entity.name) continue;
      // Seller first, so that the (seller_id, reference, id) index answers.
      const params: unknown[] = [ids];
      // Platform rows are referenced by every seller's rows: all of them hold a platform row back.
      const scoped = isTenant(other) && dataScope(entity) !== 'platform';
      let scope = scoped ? ` and "seller_id" = $${params.push(sellerId)}` : '';
      // A tree's rows deleted together with their children do not hold each other back.
      if (other.name === entity.name) scope += ` and not ("id" = any($1))`;
      const sql = `select count(*)::int as n from (select 1 from ${table(other)}
        where ${column(name)} = any($1)${scope} limit ${REFERENCE_COUNT_CAP + 1}) r`;
      const { rows } = await db.query<{ n: number }>(sql, params);
      const n = rows[0].n;
      if (n === 0) continue;
      const shown = n > REFERENCE_COUNT_CAP ? `${REFERENCE_COUNT_CAP}+` : n;
      counts.push(message(locale, 'referenceCount', shown, t(other.title, locale)));
    }
    // Rows that list it among their many references (a station group's stations) hold it too.
    for (const link of manyReferences(other, bundle)) {
      // A link that goes with its target (a user's role) does not hold it back.
      if (link.target.name !== entity.name || link.unlinkOnDelete) continue;
      const { rows } = await db.query<{ n: number }>(
        `select count(distinct l."owner")::int as n from (${linkedOwnersSql(link)}) l`,
        [sellerId, ids],
      );
      if (rows[0].n > 0) counts.push(message(locale, 'referenceCount', rows[0].n, t(other.title, locale)));
    }
  }
  if (counts.length > 0) {
    const text = message(locale, 'stillReferenced', t(entity.title, locale), listJoin(locale, counts));
    throw new CrudError(API_CODES.CONFLICT, text);
  }
}
