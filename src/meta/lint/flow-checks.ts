import type { EntityFile, FieldType } from '../model/entity';
import { checkRuleUse, parseRuleString } from '../rules';
import type { Located } from './context';
import { pointer, problemsOf, type LintProblem } from './problem';

/** Field types a stamp may fill: a user id needs a whole number, a time a date or time. */
const STAMP_TYPES: Record<string, FieldType[]> = {
  $user: ['integer', 'reference'],
  $now: ['datetime', 'date'],
};

/**
 * FLOW and ACTFORM: stamped, guarded and written fields are declared with fitting types; the
 * action form's rules exist and suit their fields; route names stay free.
 */
export function checkFlow({ file, value: entity }: Located<EntityFile>): LintProblem[] {
  const { problems, report } = problemsOf(file);
  (entity.statusActions ?? []).forEach((action, i) => {
    const at = (...rest: (string | number)[]) => pointer('statusActions', i, ...rest);
    if (action.name === 'transitions' || action.name === 'upload') {
      report(at('name'), `"${action.name}" is a route of every entity; choose another name`);
    }
    for (const [name, stamp] of Object.entries(action.stamp ?? {})) {
      const field = entity.fields[name];
      if (!field) report(at('stamp', name), `stamped field "${name}" is not declared`);
      else if (!STAMP_TYPES[stamp].includes(field.type as FieldType))
        report(at('stamp', name), `"${stamp}" needs a ${STAMP_TYPES[stamp].join(' or ')} field, not ${field.type}`);
      else if (stamp === '$user' && !field.userRef)
        report(at('stamp', name), `"${name}" holds a user id: declare "userRef": true on it so screens show his name`);
    }
    (action.guards ?? []).forEach((guard, j) => {
      const field = entity.fields[guard.notSameUserAs];
      if (!field) report(at('guards', j, 'notSameUserAs'), `field "${guard.notSameUserAs}" is not declared`);
      else if (!STAMP_TYPES.$user.includes(field.type as FieldType))
        report(at('guards', j, 'notSameUserAs'), `"${guard.notSameUserAs}" must hold a user id (integer field)`);
    });
    const form = action.form;
    if (!form) return;
    for (const [name, field] of Object.entries(form.fields)) {
      for (const rule of parseRuleString(field.rules ?? '')) {
        const problem = checkRuleUse(rule, field.type as FieldType);
        if (problem) report(at('form', 'fields', name, 'rules'), problem);
      }
      if (field.type === 'dict' && !field.dict) report(at('form', 'fields', name), 'a dict field needs "dict"');
    }
    (form.write ?? []).forEach((name, j) => {
      if (!form.fields[name]) report(at('form', 'write', j), `"${name}" is not a field of the action form`);
      else if (!entity.fields[name]) report(at('form', 'write', j), `"${name}" is not a declared field of the entity`);
      else if (entity.fields[name].type !== form.fields[name].type)
        report(at('form', 'write', j), `"${name}" has another type in the form than in the entity`);
    });
  });
  return problems;
}
