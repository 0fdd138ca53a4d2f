import type { MetaBundle } from '../../src/meta/bundle';
import type { EntityFile, FieldDef } from '../../src/meta/model';
import { column, declaredField } from './entity-columns';
import type { SqlParams } from './sql';

/**
 * Whether a value can be compared with a field's column: a row id for a reference (the
 * member whose accounts are offered), a whole number for an integer, a value of the
 * dictionary for a dict, and so on. Anything else never reaches the SQL.
 */
function fitsField(bundle: MetaBundle, field: FieldDef, value: unknown): boolean {
  switch (field.type) {
    case 'reference':
      return Number.isSafeInteger(value) && (value as number) > 0;
    case 'integer':
      return Number.isSafeInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
    case 'dict':
      return bundle.dictionaries.get(field.dict ?? '')?.items.some((item) => item.value === value) ?? false;
    default:
      return false;
  }
}

/**
 * The options route's `offer` (a reference's `ref.offer`, e.g. `{ "enableStatus": 1 }`, or
 * `{ "memberId": 12 }` for the accounts of the member chosen in the form): equality conditions on
 * the picked entity's declared, non-secret, single-valued fields. They only narrow what the
 * caller may already pick, within the caller's seller: a foreign member's id finds nothing.
 * Undefined when the offer names anything else or a value its field cannot hold, so the route
 * refuses it.
 */
export function offerConditions(
  bundle: MetaBundle,
  entity: EntityFile,
  offer: unknown,
  params: SqlParams,
): string[] | undefined {
  if (offer === undefined || offer === null) return [];
  if (typeof offer !== 'object' || Array.isArray(offer)) return undefined;
  const conditions: string[] = [];
  for (const [name, value] of Object.entries(offer)) {
    const field = declaredField(entity, name);
    if (!field || field.secret) return undefined;
    if (Array.isArray(value)) {
      // Any of several values (coupons not started or in progress), compared as text so one list
      // serves integer and string columns alike.
      if (value.length === 0 || !value.every((one) => fitsField(bundle, field, one))) return undefined;
      conditions.push(`${column(name)}::text = any(${params.add(value.map(String))})`);
      continue;
    }
    if (!fitsField(bundle, field, value)) return undefined;
    conditions.push(`${column(name)} = ${params.add(value)}`);
  }
  return conditions;
}
