import type { FieldType } from '../model/entity';
import type { ParsedRule } from './parse-rules';
import { getRule } from './registry';
import { valueKindOf } from './value-kind';

/** A parameter as written in a pipe string: a plain decimal number. */
const NUMBER = /^-?\d+(\.\d+)?$/;
/** A cross-field rule's parameter: a field name. */
const FIELD_NAME = /^[a-z][A-Za-z0-9]*$/;

/**
 * Why this rule cannot be used on a field of this type, in English for the schema linter,
 * or null when it can.
 */
export function checkRuleUse(parsed: ParsedRule, fieldType: FieldType | string): string | null {
  const def = getRule(parsed.name);
  if (!def) return `unknown validation rule "${parsed.name}"`;
  const expected = def.params.length;
  if (parsed.params.length !== expected) {
    const names = def.params.map((p) => p.name).join(',');
    return expected === 0
      ? `rule "${def.name}" takes no parameters`
      : `rule "${def.name}" takes ${expected} parameter(s): ${def.name}:${names}`;
  }
  const kind = valueKindOf(fieldType);
  if (def.types && !def.types.includes(fieldType)) return `rule "${def.name}" does not apply to a ${fieldType} field`;
  if (def.compareTo) {
    const [other] = parsed.params;
    return FIELD_NAME.test(other) ? null : `rule "${def.name}": parameter "${other}" is not a field name`;
  }
  const bad = parsed.params.find((p) => !NUMBER.test(p));
  if (bad !== undefined) return `rule "${def.name}": parameter "${bad}" is not a number`;
  if (!def.kinds.includes(kind)) return `rule "${def.name}" does not apply to a ${fieldType} field`;
  const problem = def.checkParams?.(parsed.params.map(Number), kind);
  return problem ? `rule "${def.name}": ${problem}` : null;
}
