import type { EntityFile } from '../model/entity';
import type { Located } from './context';
import { pointer, problemsOf, type LintProblem } from './problem';

const formFields = (entity: EntityFile) =>
  new Set([...(entity.form.fields ?? []), ...(entity.form.groups ?? []).flatMap((group) => group.fields)]);

/**
 * A field the server works out (`serverValue`) is read-only, sits in the form it serves, and
 * depends on other fields of that form that the user fills in.
 */
export function checkServerValues({ file, value: entity }: Located<EntityFile>): LintProblem[] {
  const { problems, report } = problemsOf(file);
  const inForm = formFields(entity);
  for (const [name, field] of Object.entries(entity.fields)) {
    if (!field.serverValue) continue;
    const at = (...rest: (string | number)[]) => pointer('fields', name, 'serverValue', ...rest);
    if (!field.readOnly) report(at(), `"${name}" is worked out by the server and must be "readOnly"`);
    if (!inForm.has(name)) report(at(), `"${name}" is not in the form, where its value is shown`);
    field.serverValue.from.forEach((other, i) => {
      const def = entity.fields[other];
      if (other === name) report(at('from', i), `"${name}" cannot depend on itself`);
      else if (!def) report(at('from', i), `"${other}" is not a declared field`);
      else if (!inForm.has(other) || def.readOnly) report(at('from', i), `"${other}" is not filled in by the form`);
    });
  }
  return problems;
}
