import type { FastifyInstance } from 'fastify';
import { actionKey } from '../../../src/meta/entity-actions';
import { requireAction } from '../../auth/guard';
import { writeAudit } from '../../audit/write-audit';
import { validatePayload } from '../entity-validator';
import { dbValues, userChanges, withDefaults } from '../payload';
import { attachLabels } from '../reference-labels';
import { answer, bodyOf, entityPath, sellerOf, type EntityRouteContext } from '../route-kit';
import { keyValueStore, lockSettings, singleStore } from '../settings-store';
import { checkReferences, refuseInvalid } from '../write-checks';

/**
 * Settings entities ("single": one row per seller; "kv": one key-value row per seller and
 * field) have two routes: get (needs `pageId:query`) answers the caller's seller's settings
 * or the defaults, and save (needs `pageId:edit`) validates and writes them in one audited
 * transaction. There is no list, no delete and no way to name another seller's row.
 */
export function registerSettingsRoutes(app: FastifyInstance, context: EntityRouteContext): void {
  const { db, bundle, entity } = context;
  const keyValue = entity.kind === 'kv';

  app.post(
    entityPath(entity, 'get'),
    { preHandler: requireAction(actionKey(entity.pageId, 'query')) },
    (request, reply) =>
      answer(request, reply, async () => {
        const sellerId = sellerOf(request);
        const settings = keyValue
          ? await keyValueStore.read(db, entity, sellerId)
          : await singleStore.read(db, entity, sellerId);
        return (await attachLabels(db, bundle, entity, sellerId, [settings]))[0];
      }),
  );

  app.post(
    entityPath(entity, 'save'),
    { preHandler: requireAction(actionKey(entity.pageId, 'edit')) },
    (request, reply) =>
      answer(request, reply, async (locale) => {
        const sellerId = sellerOf(request);
        const changes = userChanges(entity, bodyOf(request));
        const saved = await db.transaction(async (tx) => {
          await lockSettings(tx, entity, sellerId);
          const before = keyValue
            ? await keyValueStore.read(tx, entity, sellerId)
            : await singleStore.read(tx, entity, sellerId);
          const existing = before.id == null ? null : Number(before.id);
          // The first save of a single row creates it (defaults filled, required fields
          // demanded); later saves, and every key-value save, change only what they send.
          const creating = !keyValue && existing === null;
          const values = creating ? withDefaults(entity, changes) : changes;
          refuseInvalid(
            entity,
            validatePayload(bundle, entity, creating ? 'create' : 'update', values, locale),
            locale,
          );
          await checkReferences(tx, bundle, entity, sellerId, values, locale);
          const after = keyValue
            ? await keyValueStore.write(tx, entity, sellerId, values)
            : await singleStore.write(tx, entity, sellerId, dbValues(entity, values), existing);
          const rowId = keyValue ? null : Number(after.id);
          await writeAudit(tx, {
            sellerId,
            userId: request.session!.userId,
            entity: entity.name,
            action: 'save',
            rowId,
            before,
            after,
          });
          return after;
        });
        return (await attachLabels(db, bundle, entity, sellerId, [saved]))[0];
      }),
  );
}
