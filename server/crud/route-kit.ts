import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_CODES } from '../../src/meta/api-codes';
import type { MetaBundle } from '../../src/meta/bundle';
import type { EntityFile, Locale } from '../../src/meta/model';
import type { Database } from '../db/database';
import type { EntityHooks } from '../entities/entity-hooks';
import { isDatabaseRefusal } from '../http/database-refusal';
import type { CountCache } from './count-cache';
import { constraintFailure, lostToConcurrentWrite } from './constraint-failure';
import { CrudError, failure, ok } from './crud-error';
import { requestLocale } from './locale';
import { message } from '../messages';

/** What every generic route of one entity works with. */
export interface EntityRouteContext {
  db: Database;
  bundle: MetaBundle;
  entity: EntityFile;
  /** Counting stops at this many rows (TablePage.totalCapped beyond). */
  countCap: number;
  /** List totals of this app's database, shared by its entities. */
  counts: CountCache;
  /** The entity's server hooks (server/entities/<name>.ts), run inside each write's transaction. */
  hooks?: EntityHooks;
}

export const entityPath = (entity: EntityFile, operation: string) =>
  `/api/${entity.service}/${entity.resource}/${operation}`;

export const bodyOf = (request: FastifyRequest): Record<string, unknown> =>
  request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};

/** The caller's seller: always from the session, never from the payload. */
export function sellerOf(request: FastifyRequest): number {
  if (!request.session) throw new Error('generic entity route reached without a session');
  return request.session.sellerId;
}

/** PostgreSQL refusals a person can act on, as business answers rather than server errors. */
export function businessFailure(error: unknown, bundle: MetaBundle | undefined, locale: Locale): CrudError | undefined {
  if (error instanceof CrudError) return error;
  const constraint = constraintFailure(error, bundle, locale);
  if (constraint) return constraint;
  if (isDatabaseRefusal(error))
    return new CrudError(API_CODES.VALIDATION_FAILED, message(locale, 'badValue'), { errors: [] });
  return undefined;
}

/**
 * Runs a route body and answers `{ code, msg, data, success }`: its result as code 0, a
 * CrudError as HTTP 200 with its code. Anything else goes to the app's error handler.
 */
export async function answer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (locale: Locale) => Promise<T>,
): Promise<unknown> {
  const locale = requestLocale(request);
  try {
    return reply.send(ok(await run(locale)));
  } catch (error) {
    const known = businessFailure(error, request.server.bundle, locale);
    if (!known) throw error;
    if (lostToConcurrentWrite(error)) request.log.warn({ err: error }, 'a write lost to a concurrent one');
    return reply.send(failure(known));
  }
}

/** `{ ids: [...] }` or `{ id }`: positive integers, duplicates dropped. */
export function parseIds(body: Record<string, unknown>, locale: Locale): number[] {
  const raw = Array.isArray(body.ids) ? body.ids : body.id !== undefined ? [body.id] : [];
  const ids = raw.map((value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value));
  if (ids.length === 0) throw new CrudError(API_CODES.VALIDATION_FAILED, message(locale, 'noIds'), { errors: [] });
  // A malformed id names no row of this seller: the same answer as a missing one.
  if (!ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0)) {
    throw new CrudError(API_CODES.NOT_FOUND, message(locale, 'notFound'));
  }
  return [...new Set(ids as number[])];
}
