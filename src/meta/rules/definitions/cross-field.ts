import type { LocalizedText } from '../../model/common';
import { defineRule } from '../define-rule';
import type { CompareOp } from '../compare-values';

/** Field types whose values can be compared with another field's. */
const COMPARABLE = ['integer', 'number', 'money', 'date', 'datetime'] as const;
const TIMES = ['date', 'datetime'] as const;

const compareRule = (name: string, op: CompareOp, types: readonly string[], message: LocalizedText) =>
  defineRule({
    name,
    params: [{ name: 'field' }],
    kinds: ['numeric', 'other'],
    types: [...types],
    compareTo: op,
    message,
    // The fragment is made from the field parameter (field-schema.ts), not from numbers.
    schema: () => ({}),
  });

/**
 * Rules across fields: the parameter names another field of the same entity (`gte:minPower`,
 * `after:startTime`). The server and the form compare with the other field's value as sent.
 */
export const crossFieldRules = [
  compareRule('gte', 'gte', COMPARABLE, { 'zh-CN': '不能小于{0}', 'en-US': 'cannot be less than {0}' }),
  compareRule('lte', 'lte', COMPARABLE, { 'zh-CN': '不能大于{0}', 'en-US': 'cannot be greater than {0}' }),
  compareRule('after', 'gt', TIMES, { 'zh-CN': '必须晚于{0}', 'en-US': 'must be later than {0}' }),
  compareRule('afterOrEqual', 'gte', TIMES, { 'zh-CN': '不能早于{0}', 'en-US': 'cannot be earlier than {0}' }),
  compareRule('before', 'lt', TIMES, { 'zh-CN': '必须早于{0}', 'en-US': 'must be earlier than {0}' }),
];
