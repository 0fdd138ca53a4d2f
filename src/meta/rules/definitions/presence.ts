import { defineRule } from '../define-rule';

export const presenceRules = [
  defineRule({
    name: 'required',
    params: [],
    kinds: ['text', 'numeric', 'other'],
    message: { 'zh-CN': '此项为必填项', 'en-US': 'this field is required' },
    // Presence is checked before any fragment runs; a present value has nothing more to meet.
    schema: () => ({}),
    impliesRequired: true,
  }),
  defineRule({
    name: 'notEmpty',
    params: [],
    kinds: ['text'],
    message: { 'zh-CN': '不能为空', 'en-US': 'cannot be empty' },
    // Required, and blanks alone do not count as a value.
    schema: () => ({ pattern: '\\S' }),
    impliesRequired: true,
  }),
];
