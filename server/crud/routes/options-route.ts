import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MetaBundle } from '../../../src/meta/bundle';
import { actionKey, OPERATION_ACTIONS } from '../../../src/meta/entity-actions';
import type { EntityFile } from '../../../src/meta/model';
import { requireSession } from '../../auth/guard';
import { ApiError, ERRORS } from '../../errors';
import { column, isTenant, table } from '../entity-columns';
import { answer, bodyOf, entityPath, sellerOf, type EntityRouteContext } from '../route-kit';
import { likePattern, SqlParams } from '../sql';

export const MAX_OPTIONS = 20;

/** Page ids of the entities with a reference field pointing at this one. */
export function referencingPages(bundle: MetaBundle, entity: EntityFile): string[] {
  return [...bundle.entities.values()]
    .filter((other) => Object.values(other.fields).some((f) => f.type === 'reference' && f.ref?.entity === entity.name))
    .map((other) => other.pageId);
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
  const pages = referencingPages(bundle, entity);
  const guard = async (request: FastifyRequest) => {
    await requireSession(request);
    if (!mayPick(request, entity, pages)) {
      throw new ApiError(ERRORS.FORBIDDEN, `missing permission ${actionKey(entity.pageId, OPERATION_ACTIONS.page)}`);
    }
  };
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
      const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
      const sql = `select "id" as "value", ${label} as "label" from ${table(entity)} ${where}
        order by "id" desc limit ${MAX_OPTIONS}`;
      return (await db.query<{ value: number; label: string }>(sql, params.values)).rows;
    }),
  );
}
