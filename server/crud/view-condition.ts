import type { EntityFile } from '../../src/meta/model';
import { column } from './entity-columns';
import type { SqlParams } from './sql';

/**
 * The fixed filters of a `view` entity as a condition on its (unqualified) columns: each named
 * field holds one of its listed values. Undefined for an entity that is not a view.
 */
export function viewCondition(entity: EntityFile, params: SqlParams): string | undefined {
  const where = entity.view?.where;
  if (!where) return undefined;
  const parts = Object.entries(where).map(([field, values]) => `${column(field)} = any(${params.add(values)})`);
  return parts.join(' and ');
}
