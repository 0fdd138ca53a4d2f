import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MetaBundle } from '../../../src/meta/bundle';
import { actionKey, entityActions, OPERATION_ACTIONS } from '../../../src/meta/entity-actions';
import type { EntityFile } from '../../../src/meta/model';
import { requireSession } from '../../auth/guard';
import { ApiError, ERRORS } from '../../errors';
import { declareAccess } from '../../permissions/route-access';
import { column, isTenant, table } from '../entity-columns';
import { answer, bodyOf, entityPath, sellerOf, type EntityRouteContext } from '../route-kit';
import { likePattern, SqlParams } from '../sql';
import { scopeCondition } from '../station-scope';

export const MAX_OPTIONS = 20;

/** The entities with a reference field pointing at this one. */
function referencingEntities(bundle: MetaBundle, entity: EntityFile): EntityFile[] {
  return [...bundle.entities.values()].filter((other) =>
    Object.values(other.fields).some((f) => f.type === 'reference' && f.ref?.entity === entity.name),
  );
}

/** Page ids of the entities with a reference field pointing at this one. */
export function referencingPages(bundle: MetaBundle, entity: EntityFile): string[] {
  return referencingEntities(bundle, entity).map((other) => other.pageId);
}

/**
 * A reference select on another entity's form needs this entity's labels: allowed to whoever
 * may list this entity, or holds any action on a page that references it.
 */
export function mayPick(request: FastifyRequest, entity: EntityFile, pages: string[]): boolean {
  const actions = request.session?.actions ?? new Set<string>();
  if (actions.has(actionKey(entity.pageId, OPERATION_ACTIONS.page))) return true;
  return [...actions].some((key) => pages.some((page) => key.startsWith(`${page}:`)));
}

/** options { keyword?, ids? } → at most 20 { value, label }, within the caller's seller. */
export function registerOptionsRoute(app: FastifyInstance, context: EntityRouteContext): void {
  const { db, bundle, entity } = context;
  const referencing = referencingEntities(bundle, entity);
  const pages = referencing.map((other) => other.pageId);
  const guard = declareAccess(
    async (request: FastifyRequest) => {
      await requireSession(request);
      if (!mayPick(request, entity, pages)) {
        throw new ApiError(ERRORS.FORBIDDEN, `missing permission ${actionKey(entity.pageId, OPERATION_ACTIONS.page)}`);
      }
    },
    {
      kind: 'anyAction',
      keys: [
        actionKey(entity.pageId, OPERATION_ACTIONS.page),
        ...referencing.flatMap((other) => entityActions(other).map((action) => actionKey(other.pageId, action))),
      ],
    },
  );
  app.post(entityPath(entity, 'options'), { preHandler: guard }, (request, reply) =>
    answer(request, reply, async () => {
      const body = bodyOf(request);
      const params = new SqlParams();
      const label = `${column(entity.labelField)}::text`;
      const conditions = isTenant(entity) ? [`"seller_id" = ${params.add(sellerOf(request))}`] : [];
      if (Array.isArray(body.ids)) {
        const ids = body.ids.map(Number).filter((id) => Number.isSafeInteger(id));
        conditions.push(`"id" = any(${params.add(ids)})`);
      }
      if (typeof body.keyword === 'string' && body.keyword.trim()) {
        conditions.push(`${label} ilike ${params.add(likePattern(body.keyword.trim()))}`);
      }
      const scoped = await scopeCondition(request, context, params);
      if (scoped) conditions.push(scoped);
      const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
      const sql = `select "id" as "value", ${label} as "label" from ${table(entity)} ${where}
        order by "id" desc limit ${MAX_OPTIONS}`;
      return (await db.query<{ value: number; label: string }>(sql, params.values)).rows;
    }),
  );
}
