import { describe, expect, it } from 'vitest';
import { lintWithChange, type Json } from '../../../scripts/lib/lint-with-change';

/** The real schema files with the marketing menu's items changed, linted as `path:line:column message`. */
const lintMarketing = (change: (items: Json[]) => void) =>
  lintWithChange('marketing.json', (content) => change(content.items as Json[]));

const item = (items: Json[], id: string) => items.find((entry) => entry.id === id)!;

describe("a menu path's fixed filters, checked at their place", () => {
  it('accepts the marketing paths as they are', () => {
    expect(lintMarketing(() => {})).toEqual([]);
  });

  it.each<[string, (items: Json[]) => void, RegExp]>([
    [
      'a filter the entity does not offer',
      (items) => (item(items, 'rechargeActivity').fixedFilters = { budget: 100 }),
      /marketing\.json:\d+:\d+ "budget" is not a list filter of activity/,
    ],
    [
      'a value outside the dictionary',
      (items) => (item(items, 'rechargeActivity').fixedFilters = { activityType: 9 }),
      /marketing\.json:\d+:\d+ 9 is not a value of dictionary "activityType"/,
    ],
    [
      'fixed filters on a hand-written screen',
      (items) => (item(items, 'electricityCardMemberInfo').fixedFilters = { activityType: 1 }),
      /fixed filters narrow a mounted entity: they need `screen: "entity:<name>"`/,
    ],
  ])('refuses %s', (_, change, message) => {
    const problems = lintMarketing(change);
    expect(
      problems.some((p) => message.test(p)),
      problems.join('\n'),
    ).toBe(true);
  });
});
