import type { Rule } from 'antd/es/form';
import type { LocalizedText } from '../../meta/model';
import { getRule } from '../../meta/rules/registry';

const PASSWORD_RULE = getRule('userPassword');
const PASSWORD_PATTERN = new RegExp(String(PASSWORD_RULE?.schema([], 'text').pattern ?? '.'), 'u');

/** A new password's field rules: required, and the shared password rule the server checks again. */
export const passwordRules = (tr: (text: LocalizedText) => string): Rule[] => [
  { required: true },
  { pattern: PASSWORD_PATTERN, message: PASSWORD_RULE ? tr(PASSWORD_RULE.message as LocalizedText) : '' },
];
