import type { IValidatorRules } from '@formily/validator';
import type { Locale } from '../model/common';
import type { FieldDef } from '../model/entity';
import { isFileList } from '../files/file-value';
import { decimalsPattern } from './ajv-keywords';
import { compareHolds, siblingValue, type CompareOp } from './compare-values';
import { compileFieldSchema, exceedsLength, type FieldSchemaOptions, type MessageRef } from './field-schema';
import { formatMessage } from './format-message';

/**
 * JSON Schema keyword → the formily rule that checks the same thing. Patterns keep ajv's
 * "u" flag (formily copies a RegExp's flags); maxDecimals becomes a pattern on the number's
 * text, exactly as the ajv keyword tests it.
 */
const TRANSLATE: Record<string, (value: unknown) => IValidatorRules> = {
  pattern: (value) => ({ pattern: new RegExp(value as string, 'u') }),
  maxDecimals: (value) => ({ pattern: new RegExp(decimalsPattern(value as number), 'u') }),
  minLength: (value) => ({ minLength: value as number }),
  maxLength: (value) => ({ maxLength: value as number }),
  minimum: (value) => ({ minimum: value as number }),
  maximum: (value) => ({ maximum: value as number }),
  multipleOf: (value) => ({ multipleOf: value as number }),
  enum: (value) => ({ enum: value as unknown[] }),
  maxItems: (value) => ({ maxItems: value as number }),
  fileUrls: () => ({ validator: (value: unknown) => isFileList(value) }),
  crossField: (rule) => {
    const { op, field } = rule as { op: CompareOp; field: string };
    return { validator: (value: unknown, _rule, context) => compareHolds(op, value, siblingValue(context, field)) };
  },
};

/**
 * Type keywords formily leaves to the widgets: an input yields text, a number picker a
 * number, a date picker its own value (always a real day), so checking the JSON type there
 * would only misfire. A multiple select yields distinct ids of its options ("items",
 * "uniqueItems").
 */
const WIDGET_ENFORCED = new Set(['type', 'pattern', 'calendarDate', 'items', 'uniqueItems']);

/**
 * A pattern that is not tried on a value already longer than the field allows: the length
 * rule reports that value, and a long paste cannot stall the page in the pattern.
 */
function lengthGuarded(pattern: RegExp | string, limit: number, message: string): IValidatorRules {
  const regex = typeof pattern === 'string' ? new RegExp(pattern, 'u') : pattern;
  return {
    validator: (value: unknown) =>
      value === undefined ||
      value === null ||
      value === '' ||
      (typeof value === 'string' && exceedsLength(value, limit)) ||
      regex.test(String(value)),
    message,
  };
}

/**
 * The `x-validator` rules of a form field, compiled from the same fragments and messages as
 * the server's schema: presence first, then the type's limits, then the rules in pipe order.
 */
export function compileFieldValidators(
  field: FieldDef,
  locale: Locale,
  options: FieldSchemaOptions = {},
): IValidatorRules[] {
  const { schema, messages, lengthLimit } = compileFieldSchema(field, options);
  const text = (ref: MessageRef) => formatMessage(ref.text, locale, ref.params);
  const validators: IValidatorRules[] = [];
  if (messages.required) validators.push({ required: true, message: text(messages.required) });
  schema.allOf.forEach((fragment, index) => {
    for (const [keyword, value] of Object.entries(fragment)) {
      if (index === 0 && WIDGET_ENFORCED.has(keyword)) continue;
      const translate = TRANSLATE[keyword];
      if (!translate) throw new Error(`validation keyword "${keyword}" has no formily equivalent`);
      const rule = translate(value);
      const message = text(messages.fragments[index][keyword]);
      validators.push(
        rule.pattern && lengthLimit ? lengthGuarded(rule.pattern, lengthLimit.limit, message) : { ...rule, message },
      );
    }
  });
  return validators;
}
