import type { EntityFile, FieldType } from '../model/entity';
import { checkRuleUse, parseRuleString } from '../rules';
import type { Located } from './context';
import { pointer, problemsOf, type LintProblem } from './problem';

/** Every rule in a field's pipe string exists, has fitting parameters and suits the field type. */
export function checkEntityRules({ file, value: entity }: Located<EntityFile>): LintProblem[] {
  const { problems, report } = problemsOf(file);
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.rules === undefined) continue;
    for (const rule of parseRuleString(field.rules)) {
      const problem = checkRuleUse(rule, field.type as FieldType);
      if (problem) report(pointer('fields', name, 'rules'), problem);
    }
  }
  return problems;
}
