import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, ERRORS } from '../messages';
import { isDatabaseRefusal } from './database-refusal';
import { isStatementTimeout } from '../db/statement-timeout';
import { recordServerException } from './exception-log';
import { constraintFailure, lostToConcurrentWrite } from '../crud/constraint-failure';
import { failure } from '../crud/crud-error';
import { requestLocale } from '../crud/locale';
import { fail } from './reply';

/**
 * Every failure leaves as `{ code, msg, data, success: false }` in the request's language:
 * catalogue errors with their own status, malformed requests as a validation failure, anything
 * else as a logged server error.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const locale = requestLocale(request);
    if (error instanceof ApiError) {
      return reply.status(error.entry.status).send(fail(error.entry, locale, error.detail, error.data, error.args));
    }
    // A unique or foreign key that a concurrent write reached first: the same clear answer.
    const refusal = constraintFailure(error, app.bundle, locale);
    if (refusal && lostToConcurrentWrite(error)) request.log.warn({ err: error }, 'a write lost to a concurrent one');
    if (refusal) return reply.status(200).send(failure(refusal));
    if (error.validation || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
      return reply.status(200).send(fail(ERRORS.VALIDATION_FAILED, locale, error.message));
    }
    if (isDatabaseRefusal(error)) return reply.status(200).send(fail(ERRORS.badValue, locale));
    // The server's load, not the caller's mistake: 503, which a client may retry later.
    if (isStatementTimeout(error)) {
      request.log.warn({ err: error, url: request.url }, 'a statement ran past its time bound');
      return reply.status(503).header('retry-after', '5').send(fail(ERRORS.STATEMENT_TIMEOUT, locale));
    }
    request.log.error({ err: error }, 'unhandled error');
    await recordServerException(app, request, error);
    return reply.status(500).send(fail(ERRORS.SERVER_ERROR, locale));
  });
}
