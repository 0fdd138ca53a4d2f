import type { FastifyInstance } from 'fastify';
import { API_CODES } from '../../../src/meta/api-codes';
import { actionKey, OPERATION_ACTIONS } from '../../../src/meta/entity-actions';
import { requireAction } from '../../auth/guard';
import { CrudError } from '../crud-error';
import { fromDbRow } from '../entity-columns';
import { message } from '../../messages';
import { buildSelection, paging, queryPage } from '../page-query';
import { labelled } from '../labelled-rows';
import { attachManyReferences } from '../many-references';
import { labelColumns, liftLabels } from '../inline-labels';
import { answer, bodyOf, entityPath, parseIds, sellerOf, type EntityRouteContext } from '../route-kit';
import { findRow } from '../row-store';
import { refuseOutsideScope, scopeSelection } from '../station-scope';

/** page and get: the list and the detail of one entity, within the caller's seller. */
export function registerReadRoutes(app: FastifyInstance, context: EntityRouteContext): void {
  const { db, bundle, entity, countCap, counts } = context;
  const labels = labelColumns(entity, bundle, 'p');

  app.post(
    entityPath(entity, 'page'),
    { preHandler: requireAction(actionKey(entity.pageId, OPERATION_ACTIONS.page)) },
    (request, reply) =>
      answer(request, reply, async (locale) => {
        const body = bodyOf(request);
        const sellerId = sellerOf(request);
        const selection = await scopeSelection(
          request,
          context,
          buildSelection(entity, body, sellerId, locale, bundle),
        );
        const decorate = async (rows: Record<string, unknown>[]) =>
          attachManyReferences(db, bundle, entity, sellerId, liftLabels(rows.map((row) => fromDbRow(entity, row))));
        const window = paging(entity, body, locale, countCap);
        return queryPage(db, entity, selection, window, countCap, { decorate, extraColumns: labels, counts });
      }),
  );

  app.post(
    entityPath(entity, 'get'),
    { preHandler: requireAction(actionKey(entity.pageId, OPERATION_ACTIONS.get)) },
    (request, reply) =>
      answer(request, reply, async (locale) => {
        const [id] = parseIds(bodyOf(request), locale);
        const sellerId = sellerOf(request);
        await refuseOutsideScope(db, request, context, [id], locale);
        const row = await findRow(db, entity, sellerId, id);
        if (!row) throw new CrudError(API_CODES.NOT_FOUND, message(locale, 'notFound'));
        return (await labelled(db, bundle, entity, sellerId, row))[0];
      }),
  );
}
