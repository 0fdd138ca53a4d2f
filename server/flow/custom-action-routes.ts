import type { FastifyInstance } from 'fastify';
import { actionKey } from '../../src/meta/entity-actions';
import { requireAction } from '../auth/guard';
import { answer, bodyOf, entityPath, sellerOf, type EntityRouteContext } from '../crud/route-kit';
import { findRows } from '../crud/row-store';
import { refuseLockedRows } from '../crud/row-locks';
import { RESERVED_ROUTE_NAMES } from '../crud/routes/status-routes';

/**
 * The custom actions of an entity's hook file, each a route POST /api/<service>/<resource>/<name>
 * behind `pageId:<its action>`, run in one transaction with the caller's seller and user.
 */
export function registerCustomActionRoutes(app: FastifyInstance, context: EntityRouteContext): void {
  const { db, bundle, entity, hooks } = context;
  const statusNames = new Set((entity.statusActions ?? []).map((a) => a.name));
  // A button the schema declares must have its hook action, under the key the schema shows.
  for (const declared of entity.customActions ?? []) {
    const hook = hooks?.actions?.[declared.name];
    if (!hook)
      throw new Error(`entity "${entity.name}" declares custom action "${declared.name}" but its hooks have none`);
    if (hook.action !== declared.action)
      throw new Error(
        `custom action "${declared.name}" of "${entity.name}" needs "${hook.action}", the schema says "${declared.action}"`,
      );
  }
  for (const [name, custom] of Object.entries(hooks?.actions ?? {})) {
    if (RESERVED_ROUTE_NAMES.has(name) || statusNames.has(name)) {
      throw new Error(`custom action "${name}" of entity "${entity.name}" clashes with a route of the same name`);
    }
    // A row action on a row the schema locks (lockedRows) is refused before the hook runs.
    const lockable = !!entity.lockedRows?.some((lock) => lock.actions.includes(name));
    app.post(
      entityPath(entity, name),
      { preHandler: requireAction(actionKey(entity.pageId, custom.action)) },
      (request, reply) =>
        answer(request, reply, async (locale) => {
          const sellerId = sellerOf(request);
          const userId = request.session!.userId;
          const body = bodyOf(request);
          return db.transaction(async (tx) => {
            const id = Number(body.id);
            if (lockable && Number.isSafeInteger(id)) {
              refuseLockedRows(entity, await findRows(tx, entity, sellerId, [id], true), name, userId, locale);
            }
            return custom.run({ tx, bundle, entity, sellerId, userId, locale, body });
          });
        }),
    );
  }
}
