import { actionKey, entityActions, OPERATION_ACTIONS } from './entity-actions';
import type { DataScope, EntityFile } from './model/entity';

/** Whose rows an entity holds (`scope`): each seller its own unless the schema says otherwise. */
export const dataScope = (entity: EntityFile): DataScope => (entity.scope as DataScope | undefined) ?? 'seller';

/**
 * A crossTenant entity is a platform screen over rows that other schemas (or the system tables)
 * own: it names their `table` and has none of its own to migrate. So is a `view` of another
 * entity's rows within the seller.
 */
export const isTableView = (entity: EntityFile): boolean =>
  dataScope(entity) === 'crossTenant' || entity.view !== undefined;

/** Actions that read: everything else (add, edit, delete, import, status actions) writes. */
const READ_ACTIONS = new Set<string>([OPERATION_ACTIONS.page, OPERATION_ACTIONS.get, OPERATION_ACTIONS.export]);
export const isReadAction = (action: string) => READ_ACTIONS.has(action);

/**
 * The `pageId` and `pageId:action` keys only the platform seller may hold: every key of a
 * crossTenant screen, and the write keys of platform rows (sellers keep their read keys).
 */
export function platformOnlyKeys(entity: EntityFile): string[] {
  const scope = dataScope(entity);
  if (scope === 'seller') return [];
  const actions = entityActions(entity).filter((action) => scope === 'crossTenant' || !isReadAction(action));
  return [...(scope === 'crossTenant' ? [entity.pageId] : []), ...actions.map((a) => actionKey(entity.pageId, a))];
}
