import type { FastifyInstance } from 'fastify';
import type { EntityRouteContext } from '../crud/route-kit';
import { registerExportRoute } from './export-route';
import { registerImportRoute } from './import-route';
import { registerTemplateRoute } from './template-route';

/** export, import and importTemplate, for the entities that declare them. */
export function registerExcelRoutes(app: FastifyInstance, context: EntityRouteContext): void {
  registerExportRoute(app, context);
  registerImportRoute(app, context);
  registerTemplateRoute(app, context);
}
