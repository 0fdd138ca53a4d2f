import type { ErrorObject, ValidateFunction } from 'ajv';
import type { FieldError } from '../api-codes';
import type { Locale, LocalizedText } from '../model/common';
import type { DictionaryFile } from '../model/dictionary';
import type { EntityFile, FieldDef } from '../model/entity';
import { createRuleAjv } from './ajv-keywords';
import {
  compileFieldSchema,
  exceedsLength,
  type CompiledFieldSchema,
  type FieldMessages,
  type MessageRef,
} from './field-schema';
import { formatMessage } from './format-message';
import { parseRuleString } from './parse-rules';
import { getRule } from './registry';

export type WriteMode = 'create' | 'update';

export interface EntityValidatorOptions {
  dictionaries: Map<string, DictionaryFile>;
  mode: WriteMode;
}

/**
 * `existing`: the row an update changes. A rule across fields then compares a sent value with
 * the stored value of the other field when that one is not sent, in either direction.
 */
export type EntityValidator = (
  payload: Record<string, unknown>,
  locale: Locale,
  existing?: Record<string, unknown>,
) => FieldError[];

/** Columns every entity has; the server sets them, so a payload may echo them back. */
const IMPLICIT_FIELDS = new Set(['id', 'sellerId', 'createdAt', 'updatedAt']);
const UNKNOWN_FIELD: LocalizedText = { 'zh-CN': '未知字段', 'en-US': 'unknown field' };

/** Empty form inputs arrive as null, '' or [], and mean "no value", as formily treats them. */
export const isAbsentValue = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

interface CompiledEntity {
  validate: ValidateFunction;
  fields: [string, FieldDef, FieldMessages, CompiledFieldSchema['lengthLimit']][];
  /** [field with a cross-field rule, the field it names]. */
  pairs: [string, string][];
}

const cache = new WeakMap<EntityFile, Map<WriteMode, CompiledEntity>>();

function compile(entity: EntityFile, options: EntityValidatorOptions): CompiledEntity {
  const byMode = cache.get(entity) ?? new Map<WriteMode, CompiledEntity>();
  cache.set(entity, byMode);
  const cached = byMode.get(options.mode);
  if (cached) return cached;
  const fields: CompiledEntity['fields'] = [];
  const properties: Record<string, unknown> = {};
  const fieldTitles = Object.fromEntries(Object.entries(entity.fields).map(([name, field]) => [name, field.title]));
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.readOnly) continue;
    const compiled = compileFieldSchema(field, { dictionaries: options.dictionaries, fieldTitles });
    properties[name] = compiled.schema;
    fields.push([name, field, compiled.messages, compiled.lengthLimit]);
  }
  const validate = createRuleAjv().compile({ type: 'object', properties });
  const pairs = fields.flatMap(([name, field]) =>
    parseRuleString(field.rules ?? '')
      .filter((rule) => getRule(rule.name)?.compareTo && rule.params.length === 1)
      .map((rule): [string, string] => [name, rule.params[0]]),
  );
  const entry = { validate, fields, pairs };
  byMode.set(options.mode, entry);
  return entry;
}

/**
 * A field hidden by visibleWhen is neither demanded nor checked. In an update the controlling
 * field may be left out; the field then counts as shown and, like any update field, is only
 * demanded when sent.
 */
function isHidden(field: FieldDef, payload: Record<string, unknown>, mode: WriteMode): boolean {
  const when = field.visibleWhen;
  if (!when) return false;
  if (mode === 'update' && !(when.field in payload)) return false;
  const value = payload[when.field];
  // A value that is no scalar is refused by its own field's check; String() of it could throw.
  const scalar = ['string', 'number', 'boolean'].includes(typeof value);
  return !when.in.some((allowed) => scalar && String(allowed) === String(value));
}

/**
 * `#/properties/<name>/allOf/<i>/<keyword>[/...]` → the message of fragment i for that keyword
 * (an array's items fail deeper, under "items").
 */
function messageOf(error: ErrorObject, messages: FieldMessages): MessageRef | undefined {
  const match = /\/allOf\/(\d+)\/([^/]+)/.exec(error.schemaPath);
  if (!match) return undefined;
  const fragment = messages.fragments[Number(match[1])];
  return fragment?.[match[2]] ?? fragment?.type;
}

/**
 * The check the server runs before every write: required values (in an update only for keys
 * sent), the type and rules of each present value, and no keys the entity does not declare.
 * Read-only and hidden fields are skipped. Each field reports its first failure.
 */
export function compileEntityValidator(entity: EntityFile, options: EntityValidatorOptions): EntityValidator {
  const compiled = compile(entity, options);
  const declared = new Set(Object.keys(entity.fields));
  return (payload, locale, existing) => {
    const failures = new Map<string, string>();
    const present: Record<string, unknown> = {};
    for (const [name, field, messages, lengthLimit] of compiled.fields) {
      if (isHidden(field, payload, options.mode)) continue;
      const value = payload[name];
      // Too long is reported without running the field's patterns over the whole value.
      if (lengthLimit && typeof value === 'string' && exceedsLength(value, lengthLimit.limit))
        failures.set(name, formatMessage(lengthLimit.message.text, locale, lengthLimit.message.params));
      else if (!isAbsentValue(value)) present[name] = value;
      else if (messages.required && (options.mode === 'create' || name in payload))
        failures.set(name, formatMessage(messages.required.text, locale, messages.required.params));
    }
    // Stored values of a pair's unsent side, taken for the comparison only: their own checks
    // were made when they were written.
    const storedOnly = new Set<string>();
    for (const pair of existing ? compiled.pairs : []) {
      if (!pair.some((name) => name in payload)) continue;
      for (const name of pair) {
        if (name in payload || isAbsentValue(existing![name])) continue;
        present[name] = existing![name];
        storedOnly.add(name);
      }
    }
    if (!compiled.validate(present)) {
      for (const error of compiled.validate.errors ?? []) {
        const name = error.instancePath.split('/')[1];
        if (storedOnly.has(name) && error.keyword !== 'crossField') continue;
        const entry = compiled.fields.find(([fieldName]) => fieldName === name);
        const ref = entry && messageOf(error, entry[2]);
        if (ref && !failures.has(name)) failures.set(name, formatMessage(ref.text, locale, ref.params));
      }
    }
    const errors: FieldError[] = compiled.fields
      .filter(([name]) => failures.has(name))
      .map(([name]) => ({ field: name, message: failures.get(name)! }));
    for (const key of Object.keys(payload)) {
      if (!declared.has(key) && !IMPLICIT_FIELDS.has(key))
        errors.push({ field: key, message: formatMessage(UNKNOWN_FIELD, locale) });
    }
    return errors;
  };
}
