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

/** The real schema files with the refund form's account picker following another field, linted. */
const lintAccountOffer = (offer: Json, change: (content: Json) => void = () => {}) =>
  lintWithChange('refund-application.json', (content) => {
    const ref = (content.fields as Record<string, Json>).accountId.ref as Json;
    ref.offer = offer;
    change(content);
  });

describe('a picker following another field of its form', () => {
  it('accepts the refund account following the member chosen', () => {
    expect(lintAccountOffer({ memberId: { field: 'memberId' } })).toEqual([]);
  });

  it.each<[string, Json, RegExp]>([
    ['a field that is not declared', { memberId: { field: 'member' } }, /"member" is not a field beside "accountId"/],
    ['itself', { memberId: { field: 'accountId' } }, /cannot follow its own value/],
    [
      'a field of another kind',
      { memberId: { field: 'amount' } },
      /"amount" \(money\) cannot be compared with "memberId"/,
    ],
    ['a dictionary field', { memberId: { field: 'channel' } }, /"channel" \(dict\) cannot be compared with "memberId"/],
    ['a row id that is not one', { memberId: 'someone' }, /"someone" is not a row id of "member"/],
  ])('refuses following %s', (_, offer, message) => {
    const problems = lintAccountOffer(offer);
    expect(
      problems.some((p) => message.test(p)),
      problems.join('\n'),
    ).toBe(true);
  });

  it('refuses following a field the form leaves out, as nothing would ever be offered', () => {
    const problems = lintAccountOffer({ memberId: { field: 'memberId' } }, (content) => {
      const groups = (content.form as { groups: { fields: string[] }[] }).groups;
      groups[0].fields = groups[0].fields.filter((name) => name !== 'memberId');
    });
    expect(problems.join('\n')).toMatch(/"memberId" is not in the form/);
  });

  it('refuses a sub-table cell following another field', () => {
    const problems = lintWithChange('inspection-task.json', (content) => {
      const results = (content.fields as Record<string, Json>).results as { sub: { fields: Record<string, Json> } };
      (results.sub.fields.itemId.ref as Json).offer = { name: { field: 'note' } };
    });
    expect(problems.join('\n')).toMatch(/inspection-task\.json:\d+:\d+ a sub-table cell cannot follow/);
  });
});
