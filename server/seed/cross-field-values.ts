import type { EntityFile } from '../../src/meta/model';
import { getRule, parseRuleString } from '../../src/meta/rules';
import { compareHolds } from '../../src/meta/rules/compare-values';

/**
 * Makes generated values meet the entity's cross-field rules (a maximum not below its
 * minimum, an end after its start) by swapping the pair where they disagree, so that a seeded
 * row sent back unchanged passes the same checks as a typed one.
 */
export function satisfyCrossFieldRules(entity: EntityFile, row: Record<string, unknown>): Record<string, unknown> {
  for (const [name, field] of Object.entries(entity.fields)) {
    for (const rule of parseRuleString(field.rules ?? '')) {
      const op = getRule(rule.name)?.compareTo;
      const other = rule.params[0];
      if (!op || !(other in row) || compareHolds(op, row[name], row[other])) continue;
      [row[name], row[other]] = [row[other], row[name]];
    }
  }
  return row;
}
