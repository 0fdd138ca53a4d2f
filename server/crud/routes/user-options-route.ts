import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_CODES } from '../../../src/meta/api-codes';
import { isPickedUser } from '../../../src/meta/capabilities';
import { actionKey, entityOffers, OPERATION_ACTIONS } from '../../../src/meta/entity-actions';
import type { EntityFile, FieldDef } from '../../../src/meta/model';
import { requireSession } from '../../auth/guard';
import { ApiError, ERRORS, message } from '../../messages';
import { declareAccess } from '../../permissions/route-access';
import { CrudError } from '../crud-error';
import { answer, bodyOf, entityPath, sellerOf, type EntityRouteContext } from '../route-kit';
import { likePattern, SqlParams } from '../sql';
import { optionsWindow } from './options-route';

/** One form that picks users: its user fields and the action keys that may fill it in. */
interface PickingForm {
  /** The status action whose form it is; undefined for the entity's add and edit form. */
  action?: string;
  fields: Record<string, FieldDef>;
  keys: string[];
}

/** The entity's forms with a user field: its add/edit form, and each status action's form. */
function pickingForms(entity: EntityFile): PickingForm[] {
  const pickedOf = (fields: Record<string, FieldDef>) =>
    Object.fromEntries(Object.entries(fields).filter(([, field]) => isPickedUser(field)));
  const forms: PickingForm[] = [];
  const keys: string[] = [];
  if (entityOffers(entity, 'save')) keys.push(actionKey(entity.pageId, OPERATION_ACTIONS.save));
  if (entityOffers(entity, 'update')) keys.push(actionKey(entity.pageId, OPERATION_ACTIONS.update));
  const own = pickedOf(entity.fields);
  if (keys.length > 0 && Object.keys(own).length > 0) forms.push({ fields: own, keys });
  for (const action of entity.statusActions ?? []) {
    const fields = pickedOf(action.form?.fields ?? {});
    if (Object.keys(fields).length > 0)
      forms.push({ action: action.name, fields, keys: [actionKey(entity.pageId, action.action)] });
  }
  return forms;
}

function pickerGuard(forms: PickingForm[]) {
  const keys = [...new Set(forms.flatMap((form) => form.keys))];
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
 * userOptions { action?, field, keyword?, ids?, pageNo?, pageSize? } → one page of { value, label }
 * of the caller's seller's back-office users, for a form's user field: the entity's own form (an
 * organization's leader; whoever may add or edit rows asks) or, with `action`, that status
 * action's form (a work order's assignee; whoever may run the action asks). A search offers
 * enabled users by name or account, of the field's `userTypes` only; `ids` labels the users
 * already chosen, disabled ones too, so that a form shows who is set. The label carries the
 * account: two people may share a name.
 */
export function registerUserOptionsRoute(app: FastifyInstance, context: EntityRouteContext): void {
  const { db, entity } = context;
  const forms = pickingForms(entity);
  if (forms.length === 0) return;
  app.post(entityPath(entity, 'userOptions'), { preHandler: pickerGuard(forms) }, (request, reply) =>
    answer(request, reply, async (locale) => {
      const body = bodyOf(request);
      const window = optionsWindow(body);
      if (!window) throw new CrudError(API_CODES.VALIDATION_FAILED, message(locale, 'badPaging'), { errors: [] });
      const action = typeof body.action === 'string' ? body.action : undefined;
      const form = forms.find((one) => one.action === action);
      const field = form && typeof body.field === 'string' ? form.fields[body.field] : undefined;
      if (!form || !field || !Object.hasOwn(form.fields, String(body.field)))
        throw new CrudError(API_CODES.VALIDATION_FAILED, message(locale, 'notUserField', String(body.field)), {
          errors: [],
        });
      // Another form's key does not open this one: who may edit a row does not assign its work.
      const held = request.session?.actions ?? new Set<string>();
      if (!form.keys.some((key) => held.has(key)))
        throw new ApiError(ERRORS.FORBIDDEN, `missing permission ${form.keys[0]}`);
      const params = new SqlParams();
      const conditions = [`"seller_id" = ${params.add(sellerOf(request))}`];
      if (Array.isArray(body.ids)) {
        conditions.push(`"id" = any(${params.add(body.ids.map(Number).filter(Number.isSafeInteger))})`);
      } else {
        conditions.push(`"status" = 1`);
        if (field.userTypes) conditions.push(`"user_type" = any(${params.add(field.userTypes)})`);
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
