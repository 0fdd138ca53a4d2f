import { describe, expect, it } from 'vitest';
import { lintWithChange as lintWith, type Json } from '../../../scripts/lib/lint-with-change';

const fields = (content: Json) => content.fields as Record<string, Json>;
/** The dispatch action's assignee field of the alarm work order. */
const assignee = (content: Json) =>
  ((content.statusActions as Json[]).find((action) => action.name === 'dispatch')!.form as Json).fields as Record<
    string,
    Json
  >;

describe('user fields narrowed to some user types', () => {
  it('accepts the work orders as they are', () => {
    expect(lintWith('alarm-work-order.json', () => {})).toEqual([]);
  });

  it.each<[string, string, (content: Json) => void, string]>([
    [
      'a type the user dictionary lacks',
      'alarm-work-order.json',
      (c) => (assignee(c).assigneeId.userTypes = [3, 7]),
      '7 is not a value of dictionary "userType"',
    ],
    [
      'types on a field that holds no user',
      'alarm-work-order.json',
      (c) => (assignee(c).assigneeId = { ...assignee(c).assigneeId, userRef: undefined }),
      '"userTypes" narrows a user field: declare "userRef": true',
    ],
    [
      'types on a user field nobody picks',
      'alarm-work-order.json',
      (c) => (fields(c).auditorId.userTypes = [2]),
      'a read-only user field is never picked: remove "userTypes"',
    ],
    [
      "a view held to the caller on a field that holds no user's id",
      'my-alarm-work-order.json',
      (c) => ((c.view as Json).where = { level: ['$user'] }),
      '"$user" is the caller\'s user id: "level" holds none',
    ],
  ])('refuses %s', (_, file, change, message) => {
    const problems = lintWith(file, change);
    expect(problems.some((p) => p.startsWith(`schemas/entities/${file}:`) && p.includes(message))).toBe(true);
  });
});
