import type { FastifyInstance } from 'fastify';
import type { MetaBundle } from '../../src/meta/bundle';
import { openApiDocument } from './openapi-document';

export const OPENAPI_PATH = '/api/openapi.json';

/**
 * The generated document, public like any API description. It is built on the first request,
 * once every route (the ones registered after this one too) is in the route table.
 */
export function registerOpenApiRoute(app: FastifyInstance, bundle: MetaBundle): void {
  let document: Record<string, unknown> | undefined;
  app.get(OPENAPI_PATH, async () => {
    document ??= openApiDocument(bundle, app.hasDecorator('routeTable') ? app.routeTable : []);
    return document;
  });
}
