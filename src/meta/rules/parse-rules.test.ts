import { describe, expect, it } from 'vitest';
import { checkRuleUse } from './check-rule-use';
import { compileFieldSchema } from './field-schema';
import { createRuleRegistry, defineRule } from './define-rule';
import { parseRuleString } from './parse-rules';
import { title } from './test-entity';

describe('parseRuleString', () => {
  it('splits names and parameters, ignoring blanks', () => {
    expect(parseRuleString(' required | max:20 ||between: 0 , 100')).toEqual([
      { name: 'required', params: [] },
      { name: 'max', params: ['20'] },
      { name: 'between', params: ['0', '100'] },
    ]);
    expect(parseRuleString('')).toEqual([]);
  });
});

describe('checkRuleUse', () => {
  const use = (rule: string, type: string) => checkRuleUse(parseRuleString(rule)[0], type);
  it('accepts rules on the types they apply to', () => {
    expect(use('mobile', 'string')).toBeNull();
    expect(use('between:0,100', 'integer')).toBeNull();
    expect(use('max:-1.5', 'number')).toBeNull();
    expect(use('required', 'dict')).toBeNull();
  });
  it('explains what is wrong', () => {
    expect(use('mobil', 'string')).toBe('unknown validation rule "mobil"');
    expect(use('max', 'string')).toBe('rule "max" takes 1 parameter(s): max:limit');
    expect(use('mobile:3', 'string')).toBe('rule "mobile" takes no parameters');
    expect(use('max:x', 'string')).toBe('rule "max": parameter "x" is not a number');
    expect(use('mobile', 'integer')).toBe('rule "mobile" does not apply to a integer field');
    expect(use('between:0,10', 'string')).toBe('rule "between" does not apply to a string field');
    expect(use('max:2.5', 'string')).toBe('rule "max": a text length must be a whole number of 0 or more');
    expect(use('between:9,1', 'number')).toBe('rule "between": the lowest value is greater than the highest');
  });
});

describe('compileFieldSchema', () => {
  it('puts the type first and one fragment per rule, in pipe order', () => {
    const { schema, messages } = compileFieldSchema({
      type: 'string',
      title: title('Phone'),
      rules: 'required|mobile',
    });
    expect(schema.allOf).toEqual([{ type: 'string', maxLength: 50 }, {}, { pattern: '^1[3-9]\\d{9}$' }]);
    expect(messages.required?.text['en-US']).toBe('this field is required');
    expect(messages.fragments[2].pattern.text['en-US']).toBe('please enter a correct mobile number');
  });
  it('leaves the default length to a max or len rule', () => {
    const { schema } = compileFieldSchema({ type: 'string', title: title('Code'), rules: 'max:100' });
    expect(schema.allOf).toEqual([{ type: 'string' }, { maxLength: 100 }]);
  });
  it('refuses a rule the linter would reject', () => {
    expect(() => compileFieldSchema({ type: 'string', title: title('x'), rules: 'nope' })).toThrow('unknown');
  });
});

describe('createRuleRegistry', () => {
  it('refuses two rules with one name', () => {
    const rule = defineRule({ name: 'twice', params: [], kinds: ['text'], message: title('x'), schema: () => ({}) });
    expect(() => createRuleRegistry([[rule], [rule]])).toThrow('duplicate validation rule "twice"');
  });
});
