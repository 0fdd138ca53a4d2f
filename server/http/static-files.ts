import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ERRORS } from '../messages';
import { requestLocale } from '../crud/locale';
import { fail } from './reply';

/**
 * Serves the built web app from distDir when it exists; any other GET that is not an API
 * path answers index.html so that client-side routes survive a reload. Unknown API paths,
 * and everything else without a web app, answer a JSON 404.
 */
export async function installStaticFiles(app: FastifyInstance, distDir?: string): Promise<void> {
  const hasWebApp = !!distDir && fs.existsSync(path.join(distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      cacheControl: false,
      // Built assets carry their content hash in their names: a browser may keep them for good.
      // index.html (which names them) is asked again each time.
      setHeaders: (response, file) => {
        const cached = path.relative(distDir, file).startsWith(`assets${path.sep}`);
        response.setHeader('cache-control', cached ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (hasWebApp && request.method === 'GET' && !isApi) return reply.sendFile('index.html');
    return reply
      .status(404)
      .send(fail(ERRORS.NOT_FOUND_ROUTE, requestLocale(request), `${request.method} ${request.url.split('?')[0]}`));
  });
}
