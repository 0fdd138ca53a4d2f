import type { MetaBundle } from '../../src/meta/bundle';
import { actionKey, entityOffers, OPERATION_ACTIONS } from '../../src/meta/entity-actions';
import { isSettingsEntity } from '../../src/meta/capabilities';
import type { EntityFile } from '../../src/meta/model';
import { entityPath } from '../crud/route-kit';

/** `settings`: the one save of a settings entity (single, kv), which writes in place. */
export type WriteKind = 'save' | 'update' | 'status' | 'import' | 'settings';

/** One write route of one entity, as the fuzz suite attacks it. */
export interface WriteTarget {
  entity: EntityFile;
  kind: WriteKind;
  /** The operation in the URL: save, update, import or the status action's name. */
  operation: string;
  url: string;
  /** The action key the caller needs. */
  action: string;
}

/**
 * Every write route the schemas give every entity: save, update, each status action and the
 * import. Derived from the bundle alone, so a new schema is attacked without a new test.
 */
export function writeTargets(bundle: MetaBundle): WriteTarget[] {
  const targets: WriteTarget[] = [];
  for (const entity of bundle.entities.values()) {
    const add = (kind: WriteKind, operation: string, action: string) =>
      targets.push({
        entity,
        kind,
        operation,
        url: entityPath(entity, operation),
        action: actionKey(entity.pageId, action),
      });
    if (isSettingsEntity(entity)) {
      add('settings', 'save', OPERATION_ACTIONS.update);
      continue;
    }
    // A read-only log or a cross-seller screen has no write routes to attack.
    if (entityOffers(entity, 'save')) add('save', 'save', OPERATION_ACTIONS.save);
    if (entityOffers(entity, 'update')) add('update', 'update', OPERATION_ACTIONS.update);
    for (const status of entity.statusActions ?? []) add('status', status.name, status.action);
    if (entityOffers(entity, 'import')) add('import', 'import', OPERATION_ACTIONS.import);
  }
  return targets;
}
