import { describe, expect, it, vi } from 'vitest';
import type { FieldDef } from '../model/entity';
import { RULE_FIXTURES } from './fixtures';
import { compileEntityValidator, compileFieldSchema, getRule, parseRuleString, RULE_NAMES } from './index';
import { testEntity, title } from './test-entity';

/**
 * A regular expression that backtracks takes time growing with the square (or worse) of its
 * input: one long string in one field then stalls the server for everyone. Every pattern a
 * field can carry is fed long "pumped" strings and must stay far below what backtracking costs.
 */

// Generous for a linear scan of 20,000 characters on a busy machine; a quadratic pattern
// needs seconds.
const BOUND_MS = 50;
const PUMP_LENGTH = 20_000;
const SUFFIXES = ['', '!', ' ', '\u0000', '\n', 'é'];

/** Each slice of 1 to 3 characters of the sample repeated in place, then a breaking suffix. */
function pumped(sample: string, length: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < sample.length; i++) {
    for (const width of [1, 2, 3]) {
      const unit = sample.slice(i, i + width);
      if (unit.length < width) continue;
      const long = sample.slice(0, i) + unit.repeat(Math.ceil(length / width)) + sample.slice(i + width);
      for (const suffix of SUFFIXES) out.push(long + suffix);
    }
  }
  return out;
}

const GENERIC = ['a', '1', 'a.', 'a@', '1.', '-1', ' ', '中', '/', 'http://a'];

function samplesOf(ruleName: string): string[] {
  const accepted = RULE_FIXTURES.filter((f) => parseRuleString(f.rules).at(-1)!.name === ruleName).flatMap((f) =>
    f.accept.map(String),
  );
  return [...new Set([...accepted, ...GENERIC])];
}

/** Milliseconds of a call; a slow run is retried so that a pause of the machine is not blamed. */
function timeOf(run: () => unknown, bound = BOUND_MS): number {
  let best = Infinity;
  for (let attempt = 0; attempt < 3 && best >= bound; attempt++) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/** Every pattern of one rule name, with the field type it was compiled for. */
function patternsOf(ruleName: string): string[] {
  const def = getRule(ruleName)!;
  if (!def.kinds.includes('text')) return [];
  const params = def.params.map((_, i) => 5 + i);
  const pattern = def.schema(params, 'text').pattern;
  return pattern ? [pattern] : [];
}

/** Patterns fields get from their type alone: dates, datetimes, decimals. */
const TYPE_PATTERNS: [string, FieldDef['type']][] = [
  ['date', 'date'],
  ['datetime', 'datetime'],
];

describe('every rule pattern runs in linear time on long adversarial input', () => {
  const cases = RULE_NAMES.flatMap((name) => patternsOf(name).map((pattern) => [name, pattern] as const));

  it('has patterns to check', () => expect(cases.length).toBeGreaterThan(20));

  it.each(cases)(`%s: every pumped input of ${PUMP_LENGTH} characters in < ${BOUND_MS} ms`, (name, pattern) => {
    const regex = new RegExp(pattern, 'u');
    const inputs = samplesOf(name).flatMap((sample) => pumped(sample, PUMP_LENGTH));
    // The first slow input is enough to fail; timing the rest would only prolong the failure.
    const slow = inputs.find((input) => timeOf(() => regex.test(input)) >= BOUND_MS);
    expect(slow && `${JSON.stringify(slow.slice(0, 24))}… (${slow.length} characters)`).toBeUndefined();
  });

  it.each(TYPE_PATTERNS)('the %s type pattern too', (_name, type) => {
    const pattern = compileFieldSchema({ type, title: title('value') }).schema.allOf[0].pattern as string;
    const regex = new RegExp(pattern, 'u');
    const inputs = ['2025-01-01 08:00:00', '2025-01-01T08:00:00.000Z'].flatMap((s) => pumped(s, PUMP_LENGTH));
    expect(inputs.find((input) => timeOf(() => regex.test(input)) >= BOUND_MS)).toBeUndefined();
  });
});

describe('the server validator checks length before any pattern', () => {
  const textRules = RULE_NAMES.filter((name) => patternsOf(name).length > 0);

  it.each(textRules)('%s: a 200 KB value is refused as too long without running the pattern', (name) => {
    const field: FieldDef = { type: 'string', title: title('value'), rules: name };
    const validate = compileEntityValidator(testEntity({ value: field }), { dictionaries: new Map(), mode: 'create' });
    const value = `http://${'a'.repeat(200_000)} `;
    const test = vi.spyOn(RegExp.prototype, 'test');
    try {
      expect(timeOf(() => validate({ value }, 'en-US'))).toBeLessThan(BOUND_MS);
      expect(validate({ value }, 'en-US')).toEqual([
        { field: 'value', message: expect.stringMatching(/longer than \d+ characters/) },
      ]);
      const longInputs = test.mock.calls.filter(([input]) => String(input).length > 1000);
      expect(longInputs).toEqual([]);
    } finally {
      test.mockRestore();
    }
  });

  it.each(textRules)('%s: on a field without a length limit, 200 KB adversarial values stay fast', (name) => {
    const field: FieldDef = { type: 'image', title: title('value'), rules: name };
    const validate = compileEntityValidator(testEntity({ value: field }), { dictionaries: new Map(), mode: 'create' });
    const inputs = samplesOf(name)
      .slice(0, 3)
      .flatMap((sample) => pumped(sample, 200_000).filter((_, i) => i % SUFFIXES.length === 1));
    const slow = inputs.filter((value) => timeOf(() => validate({ value }, 'en-US'), BOUND_MS * 4) >= BOUND_MS * 4);
    expect(slow.map((value) => value.slice(0, 24))).toEqual([]);
  });
});
