import type { FastifyInstance } from 'fastify';
import { actionKey, OPERATION_ACTIONS } from '../../src/meta/entity-actions';
import { MAX_TREE_ROWS } from '../../src/meta/model';
import { requireAction } from '../auth/guard';
import { column, fromDbRow, isTenant, selectList, table } from './entity-columns';
import { attachLabels } from './reference-labels';
import { answer, bodyOf, entityPath, parseIds, sellerOf, type EntityRouteContext } from './route-kit';
import { pickGuard } from './routes/options-route';
import { parentOf, treeError } from './tree-checks';
import { updateAudited } from './update-audited';

/**
 * `tree`: every node of the caller's seller in one answer (up to MAX_TREE_ROWS), for the tree
 * table and the tree selects; those who may only pick a node get id, parent and label.
 * `move` { id, parentId }: hangs a node below another (or at the root, parentId null) with the
 * edit permission, refusing cycles; audited like an update.
 */
export function registerTreeRoutes(app: FastifyInstance, context: EntityRouteContext): void {
  const { db, bundle, entity } = context;
  const parentField = parentOf(entity);
  if (!parentField) return;
  const guard = pickGuard(bundle, entity);
  const pageKey = actionKey(entity.pageId, OPERATION_ACTIONS.page);

  app.post(entityPath(entity, 'tree'), { preHandler: guard }, (request, reply) =>
    answer(request, reply, async () => {
      const sellerId = sellerOf(request);
      const params: unknown[] = [];
      const where = isTenant(entity) ? `where "seller_id" = $${params.push(sellerId)}` : '';
      const order = entity.list.defaultSort;
      const orderBy = order
        ? `${column(order.field)} ${order.order === 'descend' ? 'desc' : 'asc'} nulls last, "id"`
        : '"id"';
      const sql = `select ${selectList(entity)} from ${table(entity)} ${where} order by ${orderBy} limit ${MAX_TREE_ROWS + 1}`;
      const { rows } = await db.query<Record<string, unknown>>(sql, params);
      const truncated = rows.length > MAX_TREE_ROWS;
      const kept = rows.slice(0, MAX_TREE_ROWS).map((row) => fromDbRow(entity, row));
      if (!request.session?.actions.has(pageKey)) {
        const nodes = kept.map((row) => ({
          id: row.id,
          [parentField]: row[parentField],
          [entity.labelField]: row[entity.labelField],
        }));
        return { rows: nodes, truncated };
      }
      return { rows: await attachLabels(db, bundle, entity, sellerId, kept), truncated };
    }),
  );

  app.post(
    entityPath(entity, 'move'),
    { preHandler: requireAction(actionKey(entity.pageId, OPERATION_ACTIONS.update)) },
    (request, reply) =>
      answer(request, reply, async (locale) => {
        const sellerId = sellerOf(request);
        const body = bodyOf(request);
        const [id] = parseIds({ id: body.id }, locale);
        const raw = body.parentId === undefined ? body[parentField] : body.parentId;
        const parent = raw === null || raw === '' || raw === undefined ? null : Number(raw);
        if (parent !== null && !(Number.isSafeInteger(parent) && parent > 0))
          throw treeError('treeBadParent', locale, parentField);
        const row = await db.transaction((tx) =>
          updateAudited(tx, { request, context, id, changes: { [parentField]: parent }, locale, action: 'move' }),
        );
        return (await attachLabels(db, bundle, entity, sellerId, [fromDbRow(entity, row)]))[0];
      }),
  );
}
