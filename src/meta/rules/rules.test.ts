import { validate } from '@formily/validator';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../model/common';
import type { FieldDef } from '../model/entity';
import { RULE_FIXTURES, type RuleFixture } from './fixtures';
import {
  compileEntityValidator,
  compileFieldValidators,
  formatMessage,
  getRule,
  parseRuleString,
  ruleMessage,
  RULE_NAMES,
  valueKindOf,
} from './index';
import { testEntity, title } from './test-entity';

const LOCALES: Locale[] = ['zh-CN', 'en-US'];

// Long enough that the default text limit never hides the rule under test.
const fieldOf = (fixture: RuleFixture): FieldDef => ({
  type: fixture.type,
  title: title('value'),
  rules: fixture.rules,
  ...(valueKindOf(fixture.type) === 'text' ? { maxLength: 200 } : {}),
});

/** The first failure on the server path (ajv), or '' when the value passes. */
function serverMessage(field: FieldDef, value: unknown, locale: Locale): string {
  const check = compileEntityValidator(testEntity({ value: field }), { dictionaries: new Map(), mode: 'create' });
  return check(value === undefined ? {} : { value }, locale)[0]?.message ?? '';
}

/** The first failure on the form path (formily), or '' when the value passes. */
async function formMessage(field: FieldDef, value: unknown, locale: Locale): Promise<string> {
  const results = await validate(value, compileFieldValidators(field, locale), { validateFirst: true });
  return results.error?.[0] ?? '';
}

function expectedMessage(fixture: RuleFixture, locale: Locale): string {
  const rule = parseRuleString(fixture.rules).at(-1)!;
  const def = getRule(rule.name)!;
  return formatMessage(ruleMessage(def, valueKindOf(fixture.type)), locale, rule.params);
}

const label = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));

describe('every registered rule has fixtures', () => {
  it('covers each rule name', () => {
    const covered = new Set(RULE_FIXTURES.map((f) => parseRuleString(f.rules).at(-1)!.name));
    // Rules across fields have their own table (cross-field-rules.test.ts).
    expect(RULE_NAMES.filter((name) => !covered.has(name) && !getRule(name)!.compareTo)).toEqual([]);
  });

  it('covers each value kind a rule applies to', () => {
    const covered = new Set(
      RULE_FIXTURES.map((f) => `${parseRuleString(f.rules).at(-1)!.name}/${valueKindOf(f.type)}`),
    );
    const missing = RULE_NAMES.filter((name) => !getRule(name)!.compareTo).flatMap((name) =>
      getRule(name)!
        .kinds.filter((kind) => kind !== 'other')
        .map((kind) => `${name}/${kind}`)
        .filter((key) => !covered.has(key)),
    );
    expect(missing).toEqual([]);
  });
});

describe.each(RULE_FIXTURES.map((f) => [`${f.rules} on ${f.type}`, f] as const))('%s', (_name, fixture) => {
  const field = fieldOf(fixture);

  it.each(fixture.accept.map((v) => [label(v), v]))('accepts %s on server and form', async (_l, value) => {
    expect(serverMessage(field, value, 'zh-CN')).toBe('');
    expect(await formMessage(field, value, 'zh-CN')).toBe('');
  });

  it.each(fixture.reject.map((v) => [label(v), v]))('rejects %s with the rule message', async (_l, value) => {
    for (const locale of LOCALES) {
      const expected = expectedMessage(fixture, locale);
      expect(serverMessage(field, value, locale)).toBe(expected);
      expect(await formMessage(field, value, locale)).toBe(expected);
    }
  });
});
