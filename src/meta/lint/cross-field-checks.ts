import type { EntityFile, FieldType } from '../model/entity';
import { getRule, parseRuleString } from '../rules';
import type { Located } from './context';
import { pointer, problemsOf, type LintProblem } from './problem';

const FAMILY: Partial<Record<FieldType, string>> = {
  integer: 'number',
  number: 'number',
  money: 'number',
  date: 'time',
  datetime: 'time',
};

/** A cross-field rule names another declared field whose values compare with this one's. */
export function checkCrossFieldRules({ file, value: entity }: Located<EntityFile>): LintProblem[] {
  const { problems, report } = problemsOf(file);
  for (const [name, field] of Object.entries(entity.fields)) {
    for (const rule of parseRuleString(field.rules ?? '')) {
      if (!getRule(rule.name)?.compareTo || rule.params.length !== 1) continue;
      const otherName = rule.params[0];
      const other = entity.fields[otherName];
      const at = pointer('fields', name, 'rules');
      if (otherName === name) report(at, `rule "${rule.name}" compares "${name}" with itself`);
      else if (!other) report(at, `rule "${rule.name}": field "${otherName}" is not declared`);
      else if (FAMILY[other.type as FieldType] !== FAMILY[field.type as FieldType])
        report(at, `rule "${rule.name}": a ${field.type} field cannot be compared with "${otherName}" (${other.type})`);
    }
  }
  return problems;
}
