import type { EntityFile } from '../../src/meta/model';
import { column, declaredField } from './entity-columns';
import type { SqlParams } from './sql';

const OFFER_TYPES = new Set(['string', 'integer', 'boolean', 'dict']);
const isPlainValue = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);

/**
 * The options route's `offer` (a reference's `ref.offer`, e.g. `{ "enableStatus": 1 }`): equality (or
 * any of a list) conditions on the picked entity's plain, non-secret fields. It only narrows what the caller
 * may already pick. Undefined when the offer names anything else, so the route refuses it.
 */
export function offerConditions(entity: EntityFile, offer: unknown, params: SqlParams): string[] | undefined {
  if (offer === undefined || offer === null) return [];
  if (typeof offer !== 'object' || Array.isArray(offer)) return undefined;
  const conditions: string[] = [];
  for (const [name, value] of Object.entries(offer)) {
    const field = declaredField(entity, name);
    if (!field || field.secret || !OFFER_TYPES.has(field.type)) return undefined;
    if (Array.isArray(value)) {
      // Any of several values (coupons not started or in progress), compared as text so one list
      // serves integer and string columns alike.
      if (value.length === 0 || !value.every(isPlainValue)) return undefined;
      conditions.push(`${column(name)}::text = any(${params.add(value.map(String))})`);
      continue;
    }
    if (!isPlainValue(value)) return undefined;
    conditions.push(`${column(name)} = ${params.add(value)}`);
  }
  return conditions;
}
