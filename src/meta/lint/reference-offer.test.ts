import { describe, expect, it } from 'vitest';
import { lintWithChange, type Json } from '../../../scripts/lib/lint-with-change';

/** The real schema files with the work order's assignee picker narrowed otherwise, linted. */
const lintAssigneeOffer = (offer: Json) =>
  lintWithChange('work-order.json', (content) => {
    const ref = (content.fields as Record<string, Json>).assigneeId.ref as Json;
    ref.offer = offer;
  });

describe("a reference picker's offer, checked at its place", () => {
  it('accepts enabled staff only', () => {
    expect(lintAssigneeOffer({ enableStatus: 1 })).toEqual([]);
  });

  it.each<[string, Json, RegExp]>([
    ['an unknown field', { status: 1 }, /work-order\.json:\d+:\d+ "status" is not a field of entity "inspectionUser"/],
    ['a value outside the dictionary', { enableStatus: 7 }, /7 is not a value of dictionary "enableStatus"/],
    ['a field that is not one plain value', { patrolStationIds: 1 }, /cannot narrow on "patrolStationIds"/],
  ])('refuses %s', (_, offer, message) => {
    const problems = lintAssigneeOffer(offer);
    expect(
      problems.some((p) => message.test(p)),
      problems.join('\n'),
    ).toBe(true);
  });
});

describe('an offer of any of several values', () => {
  it('accepts a list of dictionary values and refuses one outside the dictionary', () => {
    expect(lintAssigneeOffer({ enableStatus: [0, 1] })).toEqual([]);
    expect(lintAssigneeOffer({ enableStatus: [1, 9] }).some((p) => /9 is not a value of dictionary/.test(p))).toBe(
      true,
    );
  });
});
