import { describe, expect, it } from 'vitest';
import { lintWithChange, type Json } from '../../../scripts/lib/lint-with-change';

/** The real schema files with the roles' lock on the administrator role declared otherwise, linted. */
const lintRole = (change: (content: Json) => void) => lintWithChange('role.json', change);
const lock = (content: Json) => (content.lockedRows as Json[])[0];

describe('a row lock, checked at its place', () => {
  it("accepts the administrator role's lock and the user's own-account locks", () => {
    expect(lintRole(() => {})).toEqual([]);
  });

  it.each<[string, (content: Json) => void, RegExp]>([
    ['an unknown field', (content) => (lock(content).field = 'isBoss'), /role\.json:\d+:\d+ unknown field "isBoss"/],
    [
      'an action the row has not',
      (content) => (lock(content).actions = ['disable', 'audit']),
      /"audit" is no row action of this entity: use one of edit, delete, enable, disable/,
    ],
    [
      'the caller compared with a field of no user ids',
      (content) => (lock(content).equals = '$user'),
      /"\$user" compares a user id: "isAdmin" holds none/,
    ],
  ])('refuses %s', (_, change, message) => {
    const problems = lintRole(change);
    expect(
      problems.some((p) => message.test(p)),
      problems.join('\n'),
    ).toBe(true);
  });
});
