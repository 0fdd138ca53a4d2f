import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tableName } from '../db/naming';

const MESSAGE_MAX = 2000;
const STACK_MAX = 4000;
const PATH_MAX = 300;

/** The API service of a path: /api/<service>/... */
const serviceOf = (url: string) => /^\/api\/([A-Za-z]+)\//.exec(url)?.[1] ?? null;

/**
 * Keeps an unexpected server error in the platform's exception log (the `exceptionLog` entity,
 * rows of the platform seller, shown under platform administration): where it happened, for which
 * seller and user, and what was thrown. The request's body is never stored, so no password or key
 * sent with it can reach the log. Writing it never changes the answer: a failure is only logged.
 */
export async function recordServerException(
  app: FastifyInstance,
  request: FastifyRequest,
  error: Error,
): Promise<void> {
  const entity = app.bundle.entities.get('exceptionLog');
  if (!entity) return;
  const path = request.url.split('?')[0].slice(0, PATH_MAX);
  try {
    await app.db.query(
      `insert into "${tableName(entity)}" (seller_id, service, method, path, exception_class, message, stack,
         seller_number, user_id, occurred_at)
       select p.id, $1, $2, $3, $4, $5, $6, (select seller_number from sellers where id = $7), $8, now()
         from sellers p where p.is_platform order by p.id limit 1`,
      [
        serviceOf(path),
        request.method.slice(0, 10),
        path,
        (error.name || 'Error').slice(0, 100),
        String(error.message ?? '').slice(0, MESSAGE_MAX),
        (error.stack ?? '').slice(0, STACK_MAX),
        request.session?.sellerId ?? null,
        request.session?.userId ?? null,
      ],
    );
  } catch (failure) {
    request.log.error({ err: failure }, 'exception log not written');
  }
}
