import type { LocalizedText } from '../model/common';
import type { CompareOp } from './compare-values';

/**
 * How a field's value is checked: as text (string, text, image, file), as a number (integer,
 * number, money, reference) or neither (boolean, date, datetime, dict, json), where only
 * presence rules apply.
 */
export type ValueKind = 'text' | 'numeric' | 'other';

/**
 * The JSON Schema keywords a rule fragment may use. The set is closed on purpose: each one has
 * a formily equivalent (see formily-validators.ts), so the server and the web cannot drift.
 * maxDecimals is our own ajv keyword (see ajv-keywords.ts): JSON Schema cannot count decimals.
 */
export interface RuleFragment {
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  maxDecimals?: number;
  /** The value compared with another field's (cross-field rules; our own ajv keyword). */
  crossField?: { op: CompareOp; field: string };
}

export interface ParamSpec {
  /** Shown in problem texts, e.g. "limit". */
  name: string;
}

export interface RuleDef {
  name: string;
  /** Parameters after the colon (`max:20`, `between:0,100`); all are numbers. */
  params: ParamSpec[];
  /** Value kinds the rule applies to. */
  kinds: ValueKind[];
  /** Failure message; {0}, {1} stand for the parameters. Per kind where the wording differs. */
  message: LocalizedText | Partial<Record<ValueKind, LocalizedText>>;
  /** The JSON Schema fragment a present, non-empty value must match. */
  schema: (params: number[], kind: ValueKind) => RuleFragment;
  /** The value must be present: its message is then also the "missing" message. */
  impliesRequired?: boolean;
  /** The rule bounds the text length itself, so the field's default maxLength is not added. */
  boundsLength?: boolean;
  /** Field types the rule applies to, narrower than its kinds (e.g. only dates and times). */
  types?: string[];
  /**
   * A cross-field rule: its one parameter names another field, and the value must stand in
   * this relation to that field's value. Its message's {0} is the other field's title.
   */
  compareTo?: CompareOp;
  /** Extra parameter checks beyond "a number"; returns English problem text. */
  checkParams?: (params: number[], kind: ValueKind) => string | null;
}

export const defineRule = (def: RuleDef): RuleDef => def;

const isLocalized = (m: RuleDef['message']): m is LocalizedText => typeof (m as LocalizedText)['zh-CN'] === 'string';

/** The rule's message for values of the given kind. */
export function ruleMessage(def: RuleDef, kind: ValueKind): LocalizedText {
  if (isLocalized(def.message)) return def.message;
  const text = def.message[kind] ?? Object.values(def.message)[0];
  if (!text) throw new Error(`rule "${def.name}" has no message`);
  return text;
}

/** Collects rule definitions by name; two rules with one name are a programming error. */
export function createRuleRegistry(groups: RuleDef[][]): Map<string, RuleDef> {
  const registry = new Map<string, RuleDef>();
  for (const def of groups.flat()) {
    if (registry.has(def.name)) throw new Error(`duplicate validation rule "${def.name}"`);
    registry.set(def.name, def);
  }
  return registry;
}

/** Shorthand for a rule that checks text against one regular expression. */
export const textPattern = (name: string, pattern: string, message: LocalizedText): RuleDef =>
  defineRule({ name, params: [], kinds: ['text'], message, schema: () => ({ pattern }) });
