import type { EntityFile } from '../../src/meta/model';
import { column, declaredField } from './entity-columns';
import type { SqlParams } from './sql';

const OFFER_TYPES = new Set(['string', 'integer', 'boolean', 'dict']);

/**
 * The options route's `offer` (a reference's `ref.offer`, e.g. `{ "enableStatus": 1 }`): equality
 * conditions on the picked entity's plain, non-secret fields. It only narrows what the caller
 * may already pick. Undefined when the offer names anything else, so the route refuses it.
 */
export function offerConditions(entity: EntityFile, offer: unknown, params: SqlParams): string[] | undefined {
  if (offer === undefined || offer === null) return [];
  if (typeof offer !== 'object' || Array.isArray(offer)) return undefined;
  const conditions: string[] = [];
  for (const [name, value] of Object.entries(offer)) {
    const field = declaredField(entity, name);
    if (!field || field.secret || !OFFER_TYPES.has(field.type)) return undefined;
    if (!['string', 'number', 'boolean'].includes(typeof value)) return undefined;
    conditions.push(`${column(name)} = ${params.add(value)}`);
  }
  return conditions;
}
