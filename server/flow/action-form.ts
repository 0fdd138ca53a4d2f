import type { MetaBundle } from '../../src/meta/bundle';
import type { EntityFile, Locale, StatusAction } from '../../src/meta/model';
import { compileEntityValidator, isAbsentValue } from '../../src/meta/rules';
import type { Queryable } from '../db/database';
import { refuseInvalid, checkReferences } from '../crud/write-checks';
import { toDbValue } from '../crud/entity-columns';

/**
 * The action form as an entity of its own (same name, table and seller scope, only the form's
 * fields), so that its input goes through the very validator and reference checks a save does.
 */
export function actionFormEntity(entity: EntityFile, action: StatusAction): EntityFile | undefined {
  if (!action.form) return undefined;
  return { ...entity, fields: action.form.fields };
}

/**
 * The validated input of a status action's form: rules and types as declared, references
 * within the caller's seller, no undeclared keys. Throws the validation answer otherwise.
 */
export async function readActionInput(
  db: Queryable,
  bundle: MetaBundle,
  formEntity: EntityFile | undefined,
  raw: unknown,
  sellerId: number,
  locale: Locale,
): Promise<Record<string, unknown>> {
  const body = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  if (!formEntity) return {};
  const check = compileEntityValidator(formEntity, { dictionaries: bundle.dictionaries, mode: 'create' });
  refuseInvalid(formEntity, check(body, locale), locale);
  await checkReferences(db, bundle, formEntity, sellerId, body, locale);
  const input: Record<string, unknown> = {};
  for (const name of Object.keys(formEntity.fields)) {
    if (!isAbsentValue(body[name])) input[name] = body[name];
  }
  return input;
}

/** Row values the action writes from its form (`form.write`), converted for their columns. */
export function formWrites(entity: EntityFile, action: StatusAction, input: Record<string, unknown>) {
  const values: Record<string, unknown> = {};
  for (const name of action.form?.write ?? []) {
    const field = entity.fields[name];
    if (field) values[name] = toDbValue(field, input[name]);
  }
  return values;
}
