import type { MetaBundle } from '../../src/meta/bundle';
import { actionKey, OPERATION_ACTIONS } from '../../src/meta/entity-actions';
import type { EntityFile } from '../../src/meta/model';
import { entityPath } from '../crud/route-kit';

export type WriteKind = 'save' | 'update' | 'status' | 'import';

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
    add('save', 'save', OPERATION_ACTIONS.save);
    add('update', 'update', OPERATION_ACTIONS.update);
    for (const status of entity.statusActions ?? []) add('status', status.name, status.action);
    if (entity.import) add('import', 'import', OPERATION_ACTIONS.import);
  }
  return targets;
}
