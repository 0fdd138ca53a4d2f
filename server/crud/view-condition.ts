import type { EntityFile } from '../../src/meta/model';
import { CALLER } from '../../src/meta/model/plain';
import { column } from './entity-columns';
import type { SqlParams } from './sql';

/**
 * The fixed filters of a `view` entity as a condition on its (unqualified) columns: each named
 * field holds one of its listed values, "$user" standing for the caller's id (his own work
 * orders); without a caller it matches no row. Undefined for an entity that is not a view.
 */
export function viewCondition(entity: EntityFile, params: SqlParams, userId?: number): string | undefined {
  const where = entity.view?.where;
  if (!where) return undefined;
  const parts = Object.entries(where).map(([field, values]) => {
    const wanted = values.map((value) => (value === CALLER ? (userId ?? null) : value));
    return `${column(field)} = any(${params.add(wanted)})`;
  });
  return parts.join(' and ');
}
