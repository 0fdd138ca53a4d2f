/**
 * Validation rules of SPEC section 5, named in a field's pipe string (`required|mobile`,
 * `max:20`, `between:0,100`), compiled to JSON Schema for the server's ajv and to formily
 * validators for the web forms, with the same messages.
 */
export { parseRuleString, type ParsedRule } from './parse-rules';
export { getRule, RULE_NAMES } from './registry';
export { defineRule, ruleMessage, type RuleDef, type RuleFragment, type ValueKind } from './define-rule';
export { valueKindOf } from './value-kind';
export { checkRuleUse } from './check-rule-use';
export { formatMessage } from './format-message';
export {
  compileFieldSchema,
  isRequiredField,
  type CompiledFieldSchema,
  type FieldMessages,
  type FieldSchemaOptions,
  type MessageRef,
} from './field-schema';
export { createRuleAjv, decimalsPattern, maxDecimalsKeyword } from './ajv-keywords';
export {
  compileEntityValidator,
  isAbsentValue,
  type EntityValidator,
  type EntityValidatorOptions,
  type WriteMode,
} from './entity-validator';
export { compileFieldValidators } from './formily-validators';
