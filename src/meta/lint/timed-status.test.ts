import { describe, expect, it } from 'vitest';
import { lintWithChange, type Json } from '../../../scripts/lib/lint-with-change';

/** The real schema files with the activity's clock-driven status declared otherwise, linted. */
const lintTimed = (timed: Json) =>
  lintWithChange('activity.json', (content) => {
    content.timedStatus = timed;
  });

const base = { start: 'startTime', end: 'endTime', waiting: 'not_started', running: 'processing', ended: 'over' };

describe("an entity's timed status, checked at its place", () => {
  it('accepts the activity period and the promotion statuses', () => {
    expect(lintTimed(base)).toEqual([]);
  });

  it.each<[string, Json, RegExp]>([
    ['an undeclared field', { ...base, end: 'closesAt' }, /activity\.json:\d+:\d+ field "closesAt" is not declared/],
    ['a field that is not a date', { ...base, start: 'name' }, /"name" must be a date or datetime field/],
    [
      'a status outside the dictionary',
      { ...base, ended: 'done' },
      /"done" is not a value of dictionary "promotionStatus"/,
    ],
    ['the same status twice', { ...base, ended: 'processing' }, /must be different statuses/],
    [
      'a waiting status without a start',
      { end: 'endTime', waiting: 'not_started', running: 'processing', ended: 'over' },
      /"waiting" needs a "start"/,
    ],
  ])('refuses %s', (_, timed, message) => {
    const problems = lintTimed(timed);
    expect(
      problems.some((p) => message.test(p)),
      problems.join('\n'),
    ).toBe(true);
  });
});
