import { describe, expect, it } from 'vitest';
import { lintWithChange as lintWith, type Json } from '../../../scripts/lib/lint-with-change';

const rollup = (content: Json) => (content.rollups as Json[])[0];

describe('rollups, checked at their place', () => {
  it('accepts the bills rollup as it is', () => {
    expect(lintWith('bill.json', () => {})).toEqual([]);
  });

  it.each<[string, string, (content: Json) => void, RegExp]>([
    [
      'a dimension the entity lacks',
      'bill.json',
      (c) => (rollup(c).dimensions = ['stationCode']),
      /bill\.json:\d+:\d+ unknown field "stationCode"/,
    ],
    [
      'a month instead of a day',
      'bill.json',
      (c) => (rollup(c).dimensions = ['startTime:month']),
      /a rollup keeps days \("startTime:day"\)/,
    ],
    [
      'two dates',
      'bill.json',
      (c) => (rollup(c).dimensions = ['startTime:day', 'endTime:day']),
      /a rollup groups by one date at most/,
    ],
    [
      'a reference hop',
      'bill.json',
      (c) => (rollup(c).dimensions = ['stationId.city']),
      /"stationId\.city" is not a field of bill/,
    ],
    [
      'an average, which does not add up',
      'bill.json',
      (c) => (rollup(c).measures = ['avg:kwh']),
      /a rollup keeps sums and counts, which add up across groups; not avg/,
    ],
    ['the row count', 'bill.json', (c) => (rollup(c).measures = ['count']), /the row count is always kept/],
    [
      'a sum of text',
      'bill.json',
      (c) => (rollup(c).measures = ['sum:billNo']),
      /sum needs a numeric field, "billNo" is string/,
    ],
    [
      'a rollup on a view',
      'outstanding-bill.json',
      (c) => (c.rollups = [{ name: 'day', dimensions: ['stationId'], measures: ['sum:kwh'] }]),
      /outstanding-bill\.json:\d+:\d+ a view's rows are summed by the rollups of "bill"/,
    ],
  ])('refuses %s', (_, file, change, message) => {
    const problems = lintWith(file, change);
    expect(
      problems.some((p) => message.test(p)),
      problems.join('\n'),
    ).toBe(true);
  });
});
