import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { MetaBundle } from '../../src/meta/bundle';
import { dataScope } from '../../src/meta/entity-scope';
import type { EntityFile } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import { ApiError, ERRORS } from '../messages';
import { PLATFORM_ONLY_PAGES } from '../permissions/platform-pages';
import { declareScopeGuard } from '../permissions/route-access';
import { entityPath } from './route-kit';

const READS = ['page', 'get', 'options', 'export', 'importTemplate', 'aggregate', 'aggregateExport'];
const WRITES = ['save', 'update', 'delete', 'import'];

/** The platform seller's id, read once: every seller reads platform rows as if they were its own. */
function platformSeller(db: Queryable): () => Promise<number> {
  let id: Promise<number> | undefined;
  return () =>
    (id ??= db
      .query<{ id: number }>(`select id from sellers where is_platform order by id limit 1`)
      .then(({ rows }) => {
        if (!rows[0]) throw new Error('no platform seller');
        return Number(rows[0].id);
      }));
}

/**
 * The data scope of the entities that are not per seller, enforced after the action check:
 * - `platform`: reads see the platform seller's rows; writes only by the platform administrator;
 * - `crossTenant`: only the platform administrator, whatever permissions a seller was given;
 *   so too every route of an entity among the platform's own pages (platform-pages.ts).
 * A guard appended to each such route's preHandlers, so that the route bodies stay unaware.
 */
export function installScopeGuard(app: FastifyInstance, db: Queryable, bundle: MetaBundle): void {
  const routes = new Map<string, { entity: EntityFile; write: boolean }>();
  for (const entity of bundle.entities.values()) {
    if (dataScope(entity) === 'seller') continue;
    const writes = [...WRITES, ...(entity.statusActions ?? []).map((action) => action.name)];
    for (const operation of READS) routes.set(entityPath(entity, operation), { entity, write: false });
    for (const operation of writes) routes.set(entityPath(entity, operation), { entity, write: true });
  }
  if (routes.size === 0) return;
  const platformSellerId = platformSeller(db);

  app.addHook('onRoute', (route) => {
    const target = routes.get(route.url);
    if (!target) return;
    const scope = dataScope(target.entity);
    const guard: preHandlerHookHandler = declareScopeGuard(
      async (request) => {
        const session = request.session;
        if (!session || session.isPlatformAdmin) return;
        if (scope === 'crossTenant')
          throw new ApiError(ERRORS.FORBIDDEN, 'only the platform administrator sees every seller’s rows');
        // The platform's own pages: refused to sellers even when a grant slipped through.
        if (PLATFORM_ONLY_PAGES.has(target.entity.pageId))
          throw new ApiError(ERRORS.FORBIDDEN, 'only the platform administrator uses this page');
        if (target.write) throw new ApiError(ERRORS.FORBIDDEN, 'only the platform administrator changes platform rows');
        request.session = { ...session, sellerId: await platformSellerId() };
      },
      { entity: target.entity.name, scope: scope === 'crossTenant' ? 'crossTenant' : 'platform', write: target.write },
    );
    const before = route.preHandler;
    route.preHandler = [...(Array.isArray(before) ? before : before ? [before] : []), guard];
  });
}
