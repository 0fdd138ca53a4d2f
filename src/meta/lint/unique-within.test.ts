import { describe, expect, it } from 'vitest';
import { lintWithChange, type Json } from '../../../scripts/lib/lint-with-change';

/** The real schema files with the gun number's uniqueness scoped otherwise, linted. */
const lintGunIndex = (change: (field: Json) => void) =>
  lintWithChange('gun.json', (content) => change((content.fields as Record<string, Json>).gunIndex));

describe("a unique value's scope, checked at its place", () => {
  it('accepts a gun number unique within its pile', () => {
    expect(lintGunIndex(() => {})).toEqual([]);
  });

  it.each<[string, (field: Json) => void, RegExp]>([
    [
      'a scope without "unique"',
      (field) => delete field.unique,
      /gun\.json:\d+:\d+ "uniqueWithin" needs "unique": true/,
    ],
    ['an undeclared field', (field) => (field.uniqueWithin = ['stationId']), /"stationId" is not a declared field/],
    ['the field itself', (field) => (field.uniqueWithin = ['gunIndex']), /cannot scope its own uniqueness/],
  ])('refuses %s', (_, change, message) => {
    const problems = lintGunIndex(change);
    expect(
      problems.some((p) => message.test(p)),
      problems.join('\n'),
    ).toBe(true);
  });
});
