import type { FastifyInstance } from 'fastify';
import { entityOffers, OPERATION_ACTIONS, type Operation } from '../../src/meta/entity-actions';
import type { EntityFile } from '../../src/meta/model';
import { entityPath } from './route-kit';

/** Routes that belong to a generic operation besides its own name. */
const OPERATION_OF_ROUTE: Record<string, Operation> = { importTemplate: 'import' };

/**
 * The app as one entity's route registrars see it: a route of a generic operation the entity
 * does not offer (`operations`) is never registered, so a read-only log has no save, update
 * or delete route at all, whatever permissions someone holds. The registrars stay unaware.
 */
export function offeredRoutes(app: FastifyInstance, entity: EntityFile): FastifyInstance {
  const refused = new Set<string>();
  for (const name of [...Object.keys(OPERATION_ACTIONS), ...Object.keys(OPERATION_OF_ROUTE)]) {
    const operation = OPERATION_OF_ROUTE[name] ?? (name as Operation);
    if (!entityOffers(entity, operation)) refused.add(entityPath(entity, name));
  }
  if (refused.size === 0) return app;
  return new Proxy(app, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property !== 'post' && property !== 'get') return typeof value === 'function' ? value.bind(target) : value;
      return (url: string, ...rest: unknown[]) =>
        refused.has(url) ? target : (value as (...args: unknown[]) => FastifyInstance).call(target, url, ...rest);
    },
  });
}
