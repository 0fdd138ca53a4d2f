import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_CODES } from '../../../src/meta/api-codes';
import { pickedUserFields } from '../../../src/meta/capabilities';
import { actionKey, entityOffers, OPERATION_ACTIONS } from '../../../src/meta/entity-actions';
import type { EntityFile } from '../../../src/meta/model';
import { requireSession } from '../../auth/guard';
import { ApiError, ERRORS, message } from '../../messages';
import { declareAccess } from '../../permissions/route-access';
import { CrudError } from '../crud-error';
import { answer, bodyOf, entityPath, sellerOf, type EntityRouteContext } from '../route-kit';
import { likePattern, SqlParams } from '../sql';
import { optionsWindow } from './options-route';

/** The actions whose forms pick a user: adding and editing the entity's rows. */
function pickingKeys(entity: EntityFile): string[] {
  const keys: string[] = [];
  if (entityOffers(entity, 'save')) keys.push(actionKey(entity.pageId, OPERATION_ACTIONS.save));
  if (entityOffers(entity, 'update')) keys.push(actionKey(entity.pageId, OPERATION_ACTIONS.update));
  return keys;
}

function pickerGuard(entity: EntityFile) {
  const keys = pickingKeys(entity);
  return declareAccess(
    async (request: FastifyRequest) => {
      await requireSession(request);
      const held = request.session?.actions ?? new Set<string>();
      if (!keys.some((key) => held.has(key))) throw new ApiError(ERRORS.FORBIDDEN, `missing permission ${keys[0]}`);
    },
    { kind: 'anyAction', keys },
  );
}

/**
 * userOptions { field, keyword?, ids?, pageNo?, pageSize? } → one page of { value, label } of the
 * caller's seller's back-office users, for a form's user field (an organization's leader). Only
 * whoever may add or edit the entity's rows asks, and only for a field the form edits. A search
 * offers enabled users by name or account; `ids` labels the users already chosen, disabled ones
 * too, so that a form shows who is set. The label carries the account: two people may share a name.
 */
export function registerUserOptionsRoute(app: FastifyInstance, context: EntityRouteContext): void {
  const { db, entity } = context;
  const fields = pickedUserFields(entity);
  if (fields.length === 0 || pickingKeys(entity).length === 0) return;
  app.post(entityPath(entity, 'userOptions'), { preHandler: pickerGuard(entity) }, (request, reply) =>
    answer(request, reply, async (locale) => {
      const body = bodyOf(request);
      const window = optionsWindow(body);
      if (!window) throw new CrudError(API_CODES.VALIDATION_FAILED, message(locale, 'badPaging'), { errors: [] });
      if (typeof body.field !== 'string' || !fields.includes(body.field))
        throw new CrudError(API_CODES.VALIDATION_FAILED, message(locale, 'notUserField', String(body.field)), {
          errors: [],
        });
      const params = new SqlParams();
      const conditions = [`"seller_id" = ${params.add(sellerOf(request))}`];
      if (Array.isArray(body.ids)) {
        conditions.push(`"id" = any(${params.add(body.ids.map(Number).filter(Number.isSafeInteger))})`);
      } else {
        conditions.push(`"status" = 1`);
        if (typeof body.keyword === 'string' && body.keyword.trim()) {
          const pattern = params.add(likePattern(body.keyword.trim()));
          conditions.push(`("name" ilike ${pattern} or "account" ilike ${pattern})`);
        }
      }
      const sql = `select "id" as "value", "name" || ' (' || "account" || ')' as "label" from users
        where ${conditions.join(' and ')} order by "name", "id" limit ${window.limit} offset ${window.offset}`;
      return (await db.query<{ value: number; label: string }>(sql, params.values)).rows;
    }),
  );
}
