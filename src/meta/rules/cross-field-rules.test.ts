import { validate } from '@formily/validator';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../model/common';
import type { FieldDef } from '../model/entity';
import { CROSS_FIELD_FIXTURES, type CrossFieldFixture } from './fixtures/cross-field';
import {
  checkRuleUse,
  compileEntityValidator,
  compileFieldValidators,
  formatMessage,
  getRule,
  parseRuleString,
  ruleMessage,
  RULE_NAMES,
  valueKindOf,
} from './index';
import { testEntity } from './test-entity';

const LOCALES: Locale[] = ['zh-CN', 'en-US'];
const titled = (zh: string) => ({ 'zh-CN': zh, 'en-US': `${zh} (en)` });

function fieldsOf(fixture: CrossFieldFixture): Record<string, FieldDef> {
  return {
    value: { type: fixture.type, title: titled('值'), rules: fixture.rules },
    [fixture.other.name]: { type: fixture.other.type, title: titled(fixture.other.title) },
  };
}

/** The value field's first failure on the server path (ajv over the whole payload), or ''. */
function serverMessage(fixture: CrossFieldFixture, [value, other]: [unknown, unknown], locale: Locale) {
  const check = compileEntityValidator(testEntity(fieldsOf(fixture)), { dictionaries: new Map(), mode: 'create' });
  const payload: Record<string, unknown> = { value };
  if (other !== undefined) payload[fixture.other.name] = other;
  return check(payload, locale).find((e) => e.field === 'value')?.message ?? '';
}

/** The first failure on the form path: formily with the other field's value in its form. */
async function formMessage(fixture: CrossFieldFixture, [value, other]: [unknown, unknown], locale: Locale) {
  const fields = fieldsOf(fixture);
  const fieldTitles = Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.title]));
  const rules = compileFieldValidators(fields.value, locale, { fieldTitles });
  const context = { form: { values: { [fixture.other.name]: other } } };
  const results = await validate(value, rules, { validateFirst: true, context });
  return results.error?.[0] ?? '';
}

function expectedMessage(fixture: CrossFieldFixture, locale: Locale): string {
  const rule = parseRuleString(fixture.rules)[0];
  const def = getRule(rule.name)!;
  return formatMessage(ruleMessage(def, valueKindOf(fixture.type)), locale, [titled(fixture.other.title)]);
}

const label = ([value, other]: [unknown, unknown]) => `${String(value)} against ${String(other)}`;

describe('every cross-field rule has fixtures', () => {
  it('covers each rule that compares with another field', () => {
    const covered = new Set(CROSS_FIELD_FIXTURES.map((f) => parseRuleString(f.rules)[0].name));
    const crossRules = RULE_NAMES.filter((name) => getRule(name)!.compareTo);
    expect(crossRules.filter((name) => !covered.has(name))).toEqual([]);
  });
});

describe.each(CROSS_FIELD_FIXTURES.map((f) => [`${f.rules} on ${f.type}`, f] as const))('%s', (_n, fixture) => {
  it.each(fixture.accept.map((pair) => [label(pair), pair] as const))('accepts %s', async (_l, pair) => {
    expect(serverMessage(fixture, pair, 'zh-CN')).toBe('');
    expect(await formMessage(fixture, pair, 'zh-CN')).toBe('');
  });

  it.each(fixture.reject.map((pair) => [label(pair), pair] as const))(
    'rejects %s with the message naming the other field',
    async (_l, pair) => {
      for (const locale of LOCALES) {
        const expected = expectedMessage(fixture, locale);
        expect(expected).toContain(locale === 'zh-CN' ? fixture.other.title : `${fixture.other.title} (en)`);
        expect(serverMessage(fixture, pair, locale)).toBe(expected);
        expect(await formMessage(fixture, pair, locale)).toBe(expected);
      }
    },
  );
});

describe('where cross-field rules may be used', () => {
  it('takes a field name, not a number, and only on comparable types', () => {
    expect(checkRuleUse({ name: 'after', params: ['startTime'] }, 'datetime')).toBeNull();
    expect(checkRuleUse({ name: 'gte', params: ['minPower'] }, 'money')).toBeNull();
    expect(checkRuleUse({ name: 'after', params: ['12'] }, 'datetime')).toMatch(/not a field name/);
    expect(checkRuleUse({ name: 'after', params: ['startTime'] }, 'number')).toMatch(/does not apply/);
    expect(checkRuleUse({ name: 'gte', params: ['x'] }, 'string')).toMatch(/does not apply/);
    expect(checkRuleUse({ name: 'gte', params: [] }, 'number')).toMatch(/takes 1 parameter/);
  });
});
