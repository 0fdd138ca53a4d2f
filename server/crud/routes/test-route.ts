import type { FastifyInstance } from 'fastify';
import { API_CODES } from '../../../src/meta/api-codes';
import { actionKey, TEST_ACTION } from '../../../src/meta/entity-actions';
import { isSettingsEntity } from '../../../src/meta/capabilities';
import { t } from '../../../src/meta/model';
import { requireAction } from '../../auth/guard';
import { connectionTarget, tryConnect } from '../connection-test';
import { CrudError, validationError } from '../crud-error';
import { message } from '../../messages';
import { answer, bodyOf, entityPath, parseIds, sellerOf, type EntityRouteContext } from '../route-kit';
import { findRow } from '../row-store';
import { keyValueStore, singleStore } from '../settings-store';

const DEFAULT_TIMEOUT_MS = 5000;

/**
 * test (needs `pageId:test`): connects to the host and port of the form being edited (or, for
 * fields it leaves out, of the stored settings or row `id`) and reports whether the server
 * answered, and how fast. A refused, unreachable or silent host is a failure with the reason;
 * nothing is sent to the server and nothing is stored.
 */
export function registerTestRoute(app: FastifyInstance, context: EntityRouteContext): void {
  const { db, entity } = context;
  const test = entity.test;
  if (!test) return;
  app.post(
    entityPath(entity, 'test'),
    { preHandler: requireAction(actionKey(entity.pageId, TEST_ACTION)) },
    (request, reply) =>
      answer(request, reply, async (locale) => {
        const sellerId = sellerOf(request);
        const body = bodyOf(request);
        let stored: Record<string, unknown> = {};
        if (entity.kind === 'kv') stored = await keyValueStore.read(db, entity, sellerId);
        else if (isSettingsEntity(entity)) stored = await singleStore.read(db, entity, sellerId);
        else if (body.id !== undefined) {
          const [id] = parseIds({ id: body.id }, locale);
          const row = await findRow(db, entity, sellerId, id);
          if (!row) throw new CrudError(API_CODES.NOT_FOUND, message(locale, 'notFound'));
          stored = row;
        }
        const pick = (field: string | undefined) =>
          field === undefined
            ? undefined
            : body[field] !== undefined && body[field] !== ''
              ? body[field]
              : stored[field];
        const timeoutMs = test.timeoutMs ?? DEFAULT_TIMEOUT_MS;
        const target = connectionTarget(pick(test.hostField), pick(test.portField), pick(test.tlsField), timeoutMs);
        if (!target) {
          const fields = [test.hostField, test.portField];
          const text = message(
            locale,
            'invalid',
            fields.map((name) => t(entity.fields[name].title, locale)).join('、'),
          );
          throw validationError(
            text,
            fields.map((field) => ({ field, message: text })),
          );
        }
        const outcome = await tryConnect(target);
        const where = `${target.host}:${target.port}`;
        if (!outcome.ok)
          throw new CrudError(API_CODES.VALIDATION_FAILED, message(locale, 'connectFailed', where, outcome.reason));
        return { host: target.host, port: target.port, tls: target.tls, elapsedMs: outcome.elapsedMs };
      }),
  );
}
