import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { MetaBundle } from '../../src/meta/bundle';
import type { Database } from '../db/database';
import { ENTITY_HOOKS, type EntityHookMap } from '../entities';
import { registerCustomActionRoutes } from '../flow/custom-action-routes';
import type { FileStore } from '../files/file-store';
import { registerUploadRoute } from '../files/upload-route';
import { registerExcelRoutes } from '../excel/excel-routes';
import { registerOpenApiRoute } from '../openapi/openapi-route';
import { CountCache } from './count-cache';
import { DEFAULT_COUNT_CAP } from './page-query';
import type { EntityRouteContext } from './route-kit';
import { offeredRoutes } from './offered-routes';
import { routedEntity } from './routed-entity';
import { installScopeGuard } from './scope-guard';
import { registerAggregateExportRoute, registerAggregateRoute } from './routes/aggregate-route';
import { registerOptionsRoute } from './routes/options-route';
import { registerUserOptionsRoute } from './routes/user-options-route';
import { registerReadRoutes } from './routes/read-routes';
import { registerStatusRoutes } from './routes/status-routes';
import { registerWriteRoutes } from './routes/write-routes';
import { registerTreeRoutes } from './tree';
import { registerSettingsRoutes } from './routes/settings-routes';
import { registerTestRoute } from './routes/test-route';
import { isSettingsEntity } from '../../src/meta/capabilities';

export interface EntityRoutesOptions {
  db: Database;
  bundle: MetaBundle;
  /** Lists count exactly up to this many rows; PAGE_COUNT_CAP in the environment, else 10,000. */
  countCap?: number;
  /** Server hooks by entity name; server/entities when omitted. */
  hooks?: EntityHookMap;
  /** Where uploads of image and file fields go. */
  fileStore: FileStore;
}

const envCap = () => {
  const cap = Number(process.env.PAGE_COUNT_CAP);
  return Number.isInteger(cap) && cap > 0 ? cap : undefined;
};

/**
 * Every entity schema as a secured API: POST /api/<service>/<resource>/<operation> for page,
 * get, save, update, delete, each status action, export, import, importTemplate and options,
 * plus the OpenAPI document describing them at GET /api/openapi.json.
 */
export const entityRoutes: FastifyPluginAsync<EntityRoutesOptions> = async (app, options) => {
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);
  const countCap = options.countCap ?? envCap() ?? DEFAULT_COUNT_CAP;
  const counts = new CountCache();
  installScopeGuard(app, options.db, options.bundle);
  for (const entity of [...options.bundle.entities.values()].map(routedEntity)) {
    // An operation the entity does not offer gets no route at all (a read-only log: no writes).
    const routes = offeredRoutes(app, entity);
    const hooks = (options.hooks ?? ENTITY_HOOKS).get(entity.name);
    const context: EntityRouteContext = { db: options.db, bundle: options.bundle, entity, countCap, counts, hooks };
    registerTestRoute(routes, context);
    if (isSettingsEntity(entity)) {
      registerSettingsRoutes(routes, context);
      continue;
    }
    registerReadRoutes(routes, context);
    registerAggregateRoute(routes, context);
    registerAggregateExportRoute(routes, context);
    registerWriteRoutes(routes, context);
    registerStatusRoutes(routes, context);
    registerCustomActionRoutes(routes, context);
    registerUploadRoute(routes, context, options.fileStore);
    registerOptionsRoute(routes, context);
    registerUserOptionsRoute(routes, context);
    registerExcelRoutes(routes, context);
    registerTreeRoutes(routes, context);
  }
  registerOpenApiRoute(app, options.bundle);
};
