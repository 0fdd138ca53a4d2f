import type { FastifyInstance } from 'fastify';
import type { MetaBundle } from '../../src/meta/bundle';
import { openApiDocument } from './openapi-document';

export const OPENAPI_PATH = '/api/openapi.json';

/** The generated document, public like any API description, built once at start-up. */
export function registerOpenApiRoute(app: FastifyInstance, bundle: MetaBundle): void {
  const document = openApiDocument(bundle);
  app.get(OPENAPI_PATH, async () => document);
}
