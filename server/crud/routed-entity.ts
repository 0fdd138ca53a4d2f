import { dataScope } from '../../src/meta/entity-scope';
import type { EntityFile } from '../../src/meta/model';

/**
 * The entity as its routes query it. A crossTenant screen reads every seller's rows (the scope
 * guard lets only the platform administrator in), so its queries carry no seller condition.
 */
export const routedEntity = (entity: EntityFile): EntityFile =>
  dataScope(entity) === 'crossTenant' ? { ...entity, tenant: false } : entity;
