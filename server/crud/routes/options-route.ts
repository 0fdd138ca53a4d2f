import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MetaBundle } from '../../../src/meta/bundle';
import { actionKey, entityActions, OPERATION_ACTIONS } from '../../../src/meta/entity-actions';
import type { EntityFile } from '../../../src/meta/model';
import { requireSession } from '../../auth/guard';
import { ApiError, ERRORS } from '../../messages';
import { declareAccess } from '../../permissions/route-access';
import { column, isTenant, table } from '../entity-columns';
import { answer, bodyOf, entityPath, sellerOf, type EntityRouteContext } from '../route-kit';
import { likePattern, SqlParams } from '../sql';
import { scopeCondition } from '../station-scope';
import { CrudError } from '../crud-error';
import { message } from '../../messages';
import { offerConditions } from '../options-offer';
import { API_CODES } from '../../../src/meta/api-codes';

export const MAX_OPTIONS = 20;
/** A picker over a large set pages through the matches, this many at most per page. */
export const MAX_OPTIONS_PAGE_SIZE = 50;

/** The entities with a reference field pointing at this one. */
function referencingEntities(bundle: MetaBundle, entity: EntityFile): EntityFile[] {
  return [...bundle.entities.values()].filter((other) =>
    Object.values(other.fields).some(
      (f) => (f.type === 'reference' || f.type === 'references') && f.ref?.entity === entity.name,
    ),
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

/**
 * The guard of the routes that offer this entity's rows for picking (options, tree): whoever may
 * list the entity, or holds any action on a page that references it.
 */
export function pickGuard(bundle: MetaBundle, entity: EntityFile) {
  const referencing = referencingEntities(bundle, entity);
  const pages = referencing.map((other) => other.pageId);
  return declareAccess(
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
}

/** pageNo (from 1) and pageSize (at most 50; 20 when omitted): a picker scrolls on through the matches. */
export function optionsWindow(body: Record<string, unknown>): { limit: number; offset: number } | undefined {
  const pageNo = body.pageNo === undefined ? 1 : Number(body.pageNo);
  const pageSize = body.pageSize === undefined ? MAX_OPTIONS : Number(body.pageSize);
  if (!Number.isSafeInteger(pageNo) || pageNo < 1 || !Number.isInteger(pageSize)) return undefined;
  if (pageSize < 1 || pageSize > MAX_OPTIONS_PAGE_SIZE) return undefined;
  return { limit: pageSize, offset: (pageNo - 1) * pageSize };
}

/**
 * options { keyword?, ids?, pageNo?, pageSize?, offer? } → one page of { value, label } (20 when
 * not asked otherwise), newest first, within the caller's seller, narrowed by `offer` (constant
 * values of the schema, or the values of the form fields a picker follows, such as the member
 * whose accounts are offered). Never all rows: a picker over a large set asks for the next page
 * as the user scrolls, and searches on the server. With `ids` and `offer` together it tells
 * which of the rows chosen still fit.
 */
export function registerOptionsRoute(app: FastifyInstance, context: EntityRouteContext): void {
  const { db, bundle, entity } = context;
  const guard = pickGuard(bundle, entity);
  app.post(entityPath(entity, 'options'), { preHandler: guard }, (request, reply) =>
    answer(request, reply, async (locale) => {
      const body = bodyOf(request);
      const window = optionsWindow(body);
      if (!window) throw new CrudError(API_CODES.VALIDATION_FAILED, message(locale, 'badPaging'), { errors: [] });
      const params = new SqlParams();
      const label = `${column(entity.labelField)}::text`;
      const conditions = isTenant(entity) ? [`"seller_id" = ${params.add(sellerOf(request))}`] : [];
      if (Array.isArray(body.ids)) {
        const ids = body.ids.map(Number).filter((id) => Number.isSafeInteger(id));
        conditions.push(`"id" = any(${params.add(ids)})`);
      }
      const offered = offerConditions(bundle, entity, body.offer, params);
      if (!offered) throw new CrudError(API_CODES.VALIDATION_FAILED, message(locale, 'badOffer'), { errors: [] });
      conditions.push(...offered);
      if (typeof body.keyword === 'string' && body.keyword.trim()) {
        conditions.push(`${label} ilike ${params.add(likePattern(body.keyword.trim()))}`);
      }
      const scoped = await scopeCondition(request, context, params);
      if (scoped) conditions.push(scoped);
      const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
      const sql = `select "id" as "value", ${label} as "label" from ${table(entity)} ${where}
        order by "id" desc limit ${window.limit} offset ${window.offset}`;
      return (await db.query<{ value: number; label: string }>(sql, params.values)).rows;
    }),
  );
}
