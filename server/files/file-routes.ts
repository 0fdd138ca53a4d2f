import type { FastifyInstance } from 'fastify';
import { ApiError, ERRORS } from '../messages';
import type { FileStore } from './file-store';
import { contentTypeOfKey } from './upload-kinds';

/**
 * `GET /files/<seller>/<random>.<ext>`: the files the store keeps itself. Names are random
 * (128 bits), so a URL is as good as a ticket: an <img> cannot send the session header. Images
 * are shown inline; anything else is a download, and nothing is sniffed into HTML.
 */
export function registerFileRoutes(app: FastifyInstance, store: FileStore): void {
  app.get('/files/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const data = await store.get(key);
    if (!data) throw new ApiError(ERRORS.NOT_FOUND_ROUTE, `GET /files/${key}`);
    const type = contentTypeOfKey(key);
    reply.header('content-type', type);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', 'private, max-age=31536000, immutable');
    if (!type.startsWith('image/')) reply.header('content-disposition', 'attachment');
    return reply.send(data);
  });
}
