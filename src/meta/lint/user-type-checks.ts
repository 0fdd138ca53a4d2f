import { USER_TYPE_DICTIONARY } from '../capabilities';
import type { EntityFile, FieldDef } from '../model/entity';
import type { LintContext, Located } from './context';
import { pointer, problemsOf, type LintProblem } from './problem';

/**
 * `userTypes` narrows a picked user field (the entity's form or a status action's form): it
 * needs "userRef" on a field the form edits, and values of dictionary userType.
 */
export function checkUserTypes(ctx: LintContext, { file, value: entity }: Located<EntityFile>): LintProblem[] {
  const { problems, report } = problemsOf(file);
  const types = new Set(ctx.dictionaryByName.get(USER_TYPE_DICTIONARY)?.items.map((item) => item.value) ?? []);
  const check = (field: FieldDef, at: (...rest: (string | number)[]) => string) => {
    if (!field.userTypes) return;
    if (!field.userRef) report(at('userTypes'), '"userTypes" narrows a user field: declare "userRef": true');
    else if (field.readOnly) report(at('userTypes'), 'a read-only user field is never picked: remove "userTypes"');
    field.userTypes.forEach((value, i) => {
      if (!types.has(value))
        report(at('userTypes', i), `${value} is not a value of dictionary "${USER_TYPE_DICTIONARY}"`);
    });
  };
  for (const [name, field] of Object.entries(entity.fields))
    check(field, (...rest) => pointer('fields', name, ...rest));
  (entity.statusActions ?? []).forEach((action, i) => {
    for (const [name, field] of Object.entries(action.form?.fields ?? {}))
      check(field, (...rest) => pointer('statusActions', i, 'form', 'fields', name, ...rest));
  });
  return problems;
}
