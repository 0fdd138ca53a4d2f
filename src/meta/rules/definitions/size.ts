import { defineRule, type ValueKind } from '../define-rule';

const lengthParam = (params: number[], kind: ValueKind) =>
  kind === 'text' && params.some((p) => !Number.isInteger(p) || p < 0)
    ? 'a text length must be a whole number of 0 or more'
    : null;

/** max, min: the text length for text fields, the value itself for numeric fields. */
export const sizeRules = [
  defineRule({
    name: 'max',
    params: [{ name: 'limit' }],
    kinds: ['text', 'numeric'],
    message: {
      text: { 'zh-CN': '长度不能超过{0}个字符', 'en-US': 'cannot be longer than {0} characters' },
      numeric: { 'zh-CN': '不能大于{0}', 'en-US': 'cannot be greater than {0}' },
    },
    schema: ([limit], kind) => (kind === 'text' ? { maxLength: limit } : { maximum: limit }),
    boundsLength: true,
    checkParams: lengthParam,
  }),
  defineRule({
    name: 'min',
    params: [{ name: 'limit' }],
    kinds: ['text', 'numeric'],
    message: {
      text: { 'zh-CN': '长度不能少于{0}个字符', 'en-US': 'must be at least {0} characters long' },
      numeric: { 'zh-CN': '不能小于{0}', 'en-US': 'cannot be less than {0}' },
    },
    schema: ([limit], kind) => (kind === 'text' ? { minLength: limit } : { minimum: limit }),
    checkParams: lengthParam,
  }),
  defineRule({
    name: 'len',
    params: [{ name: 'length' }],
    kinds: ['text'],
    message: { 'zh-CN': '长度必须为{0}个字符', 'en-US': 'must be exactly {0} characters long' },
    schema: ([length]) => ({ minLength: length, maxLength: length }),
    boundsLength: true,
    checkParams: lengthParam,
  }),
  defineRule({
    name: 'between',
    params: [{ name: 'lowest' }, { name: 'highest' }],
    kinds: ['numeric'],
    message: { 'zh-CN': '必须在{0}到{1}之间', 'en-US': 'must be between {0} and {1}' },
    schema: ([lowest, highest]) => ({ minimum: lowest, maximum: highest }),
    checkParams: ([lowest, highest]) => (lowest > highest ? 'the lowest value is greater than the highest' : null),
  }),
];
