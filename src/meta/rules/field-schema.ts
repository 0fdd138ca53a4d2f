import type { LocalizedText } from '../model/common';
import type { FieldDef } from '../model/entity';
import { checkRuleUse } from './check-rule-use';
import { ruleMessage } from './define-rule';
import { parseRuleString, type ParsedRule } from './parse-rules';
import { getRule } from './registry';
import { typeFragment, type MessageRef, type TypeFragmentOptions } from './type-fragment';
import { valueKindOf } from './value-kind';

export type { MessageRef } from './type-fragment';

export interface FieldSchemaOptions extends Pick<TypeFragmentOptions, 'dictionaries'> {
  /** Titles of the entity's fields, for the messages of cross-field rules ("cannot be earlier than Start"). */
  fieldTitles?: Record<string, LocalizedText>;
}

/** The messages of a compiled field, aligned with the schema's allOf. */
export interface FieldMessages {
  /** Shown when a required value is missing; null when the field is optional. */
  required: MessageRef | null;
  /** allOf[i] → its message per failing keyword (allOf[0] is the type, then one per rule). */
  fragments: Record<string, MessageRef>[];
}

export interface CompiledFieldSchema {
  /** `{ allOf: [type, rule0, rule1, ...] }` for a present, non-empty value. */
  schema: { allOf: Record<string, unknown>[] };
  messages: FieldMessages;
  /** The rules in pipe order, checked for use on this field. */
  rules: ParsedRule[];
  /**
   * The tightest text length any fragment allows, with its message: checked before any
   * pattern, so that no pattern ever runs over a value already too long.
   */
  lengthLimit: { limit: number; message: MessageRef } | null;
}

/** Length in characters as JSON Schema counts them (code points), stopping once past `limit`. */
export function exceedsLength(text: string, limit: number): boolean {
  if (text.length <= limit) return false;
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // A surrogate pair is one character.
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) i++;
    if (++count > limit) return true;
  }
  return false;
}

/**
 * The JSON Schema a present value of the field must meet, built so that an ajv error's
 * schemaPath (`.../allOf/<i>/<keyword>`) names the failing rule. Throws on a rule the linter
 * would reject, since the schema files are checked before they are served.
 */
export function compileFieldSchema(field: FieldDef, options: FieldSchemaOptions = {}): CompiledFieldSchema {
  const rules = parseRuleString(field.rules ?? '');
  const kind = valueKindOf(field.type);
  const defs = rules.map((rule) => {
    const problem = checkRuleUse(rule, field.type);
    if (problem) throw new Error(problem);
    return getRule(rule.name)!;
  });
  const type = typeFragment(field, {
    ...options,
    ruleBoundsLength: defs.some((def) => def.boundsLength),
  });
  const allOf: Record<string, unknown>[] = [type.schema];
  const fragments: Record<string, MessageRef>[] = [type.messages];
  let required: MessageRef | null = null;
  defs.forEach((def, i) => {
    if (def.compareTo) {
      const other = rules[i].params[0];
      const message: MessageRef = { text: ruleMessage(def, kind), params: [options.fieldTitles?.[other] ?? other] };
      allOf.push({ crossField: { op: def.compareTo, field: other } });
      fragments.push({ crossField: message });
      return;
    }
    const params = rules[i].params.map(Number);
    const message: MessageRef = { text: ruleMessage(def, kind), params };
    const schema = { ...def.schema(params, kind) };
    allOf.push(schema);
    fragments.push(Object.fromEntries(Object.keys(schema).map((keyword) => [keyword, message])));
    if (def.impliesRequired && !required) required = message;
  });
  let lengthLimit: CompiledFieldSchema['lengthLimit'] = null;
  allOf.forEach((fragment, i) => {
    const limit = fragment.maxLength;
    if (typeof limit === 'number' && (!lengthLimit || limit < lengthLimit.limit))
      lengthLimit = { limit, message: fragments[i].maxLength };
  });
  return { schema: { allOf }, messages: { required, fragments }, rules, lengthLimit };
}

/** The field must have a value (a rule such as required or notEmpty says so). */
export const isRequiredField = (field: FieldDef): boolean =>
  parseRuleString(field.rules ?? '').some((rule) => getRule(rule.name)?.impliesRequired);
