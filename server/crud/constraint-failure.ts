import { API_CODES } from '../../src/meta/api-codes';
import type { MetaBundle } from '../../src/meta/bundle';
import { isTableView } from '../../src/meta/entity-scope';
import { t, type Locale, type LocalizedText } from '../../src/meta/model';
import { columnName, fieldUniqueIndexName, foreignKeyName, tableName } from '../db/naming';
import { CrudError } from './crud-error';
import { message } from '../messages';

/**
 * The database's own refusals (a unique index, a foreign key) as the answers the checks before
 * them give: two concurrent saves of one code both pass the check, and the index stops the
 * second; that caller gets the same per-field message, never a server error.
 */
interface UniqueKey {
  kind: 'unique';
  field: string;
  title: LocalizedText;
  /** Leading key columns before the value (seller_id, a parent id): skipped in the message. */
  leading: number;
}

interface ReferenceKey {
  kind: 'reference';
  field: string;
  title: LocalizedText;
  /** The entity whose rows point (e.g. pile) and the one they point at (station). */
  referencing: LocalizedText;
  referenced: LocalizedText;
}

type KnownConstraint = UniqueKey | ReferenceKey;

const unique = (field: string, zh: string, en: string, leading: number): UniqueKey => ({
  kind: 'unique',
  field,
  title: { 'zh-CN': zh, 'en-US': en },
  leading,
});

/** The system tables' natural keys (server/db/system-tables.ts). */
const SYSTEM_KEYS: Record<string, KnownConstraint> = {
  sellers_seller_number_key: unique('sellerNumber', '商户编号', 'Seller number', 0),
  users_seller_id_account_key: unique('account', '账号', 'Account', 1),
  roles_seller_id_name_key: unique('name', '角色名称', 'Role name', 1),
  ux_organizations_sibling_name: unique('name', '组织名称', 'Organization name', 2),
};

const catalogues = new WeakMap<MetaBundle, Map<string, KnownConstraint>>();

/** Every constraint the entity migration makes, by name, with what it means to a person. */
function catalogueOf(bundle: MetaBundle | undefined): Map<string, KnownConstraint> {
  const known = new Map(Object.entries(SYSTEM_KEYS));
  if (!bundle) return known;
  const cached = catalogues.get(bundle);
  if (cached) return cached;
  for (const entity of bundle.entities.values()) {
    if (isTableView(entity)) continue;
    const table = tableName(entity);
    for (const [name, field] of Object.entries(entity.fields)) {
      const column = columnName(name);
      if (field.unique) {
        known.set(fieldUniqueIndexName(table, name, field.uniqueWithin), {
          kind: 'unique',
          field: name,
          title: field.title,
          // The seller and the scope's values come before the refused value in the detail.
          leading: (entity.tenant === false ? 0 : 1) + (field.uniqueWithin?.length ?? 0),
        });
      }
      const target = field.type === 'reference' && field.ref ? bundle.entities.get(field.ref.entity) : undefined;
      if (target) {
        known.set(foreignKeyName(table, column), {
          kind: 'reference',
          field: name,
          title: field.title,
          referencing: entity.title,
          referenced: target.title,
        });
      }
    }
  }
  catalogues.set(bundle, known);
  return known;
}

/** The refused value from "Key (seller_id, code)=(7, P-001) already exists.", leading ids dropped. */
function refusedValue(detail: unknown, leading: number): string {
  const values = typeof detail === 'string' ? /\)=\((.*)\) already exists/s.exec(detail)?.[1] : undefined;
  if (values === undefined) return '';
  let rest = values;
  // A scope value may be empty (a top-level organization's parent): null.
  for (let i = 0; i < leading; i++) rest = rest.replace(/^(-?\d+|null), /, '');
  return rest;
}

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction was rolled back whole. */
const LOST_TO_CONCURRENT_WRITE = new Set(['40P01', '40001']);

/**
 * Whether the database rolled the write back for crossing a concurrent one. Worth a warning in
 * the log: a deadlock means two writers lock the same rows in opposite orders.
 */
export const lostToConcurrentWrite = (error: unknown): boolean =>
  LOST_TO_CONCURRENT_WRITE.has(String((error as { code?: unknown } | null)?.code));

/**
 * A unique or foreign-key violation as a business answer, and a write the database rolled back
 * because it crossed a concurrent one (nothing of it stays, and trying again is all a person can
 * do); undefined for anything else.
 */
export function constraintFailure(
  error: unknown,
  bundle: MetaBundle | undefined,
  locale: Locale,
): CrudError | undefined {
  const { code, constraint, detail } = (error ?? {}) as { code?: unknown; constraint?: unknown; detail?: unknown };
  if (lostToConcurrentWrite(error)) return new CrudError(API_CODES.CONFLICT, message(locale, 'concurrentWrite'));
  if (code !== '23505' && code !== '23503' && code !== '23001') return undefined;
  const known = typeof constraint === 'string' ? catalogueOf(bundle).get(constraint) : undefined;
  if (code === '23505') {
    if (known?.kind !== 'unique') return new CrudError(API_CODES.CONFLICT, message(locale, 'CONFLICT'));
    const text = message(locale, 'duplicate', t(known.title, locale), refusedValue(detail, known.leading));
    return new CrudError(API_CODES.CONFLICT, text, { errors: [{ field: known.field, message: text }] });
  }
  if (known?.kind !== 'reference') return new CrudError(API_CODES.CONFLICT, message(locale, 'referenced'));
  // An insert or update naming a row that is gone (deleted meanwhile), or a delete of a row in use.
  if (typeof detail === 'string' && /is not present in table/.test(detail)) {
    const text = message(locale, 'noSuchReference', t(known.title, locale));
    return new CrudError(API_CODES.VALIDATION_FAILED, text, { errors: [{ field: known.field, message: text }] });
  }
  const text = message(locale, 'referencedBy', t(known.referenced, locale), t(known.referencing, locale));
  return new CrudError(API_CODES.CONFLICT, text);
}
