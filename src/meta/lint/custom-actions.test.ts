import { describe, expect, it } from 'vitest';
import { lintWithChange, type Json } from '../../../scripts/lib/lint-with-change';

/** The real schema files with the accounts' reconciliation button declared otherwise, linted. */
const lintAccount = (change: (content: Json) => void) => lintWithChange('account.json', change);
const reconcile = (content: Json) => (content.customActions as Json[])[0];

describe('a custom action, checked at its place', () => {
  it('accepts the reconciliation of the accounts', () => {
    expect(lintAccount(() => {})).toEqual([]);
  });

  it.each<[string, (content: Json) => void, RegExp]>([
    [
      'an action key the page does not have',
      (content) => (reconcile(content).action = 'audit'),
      /account\.json:\d+:\d+ "audit" is not an action of this page/,
    ],
    [
      'a row button',
      (content) => ((content.list as Json).rowActions = ['get', 'reconcile']),
      /custom action "reconcile" is a toolbar action/,
    ],
    [
      'a name a route already has',
      (content) => (reconcile(content).name = 'export'),
      /"export" is already a route of this entity/,
    ],
    [
      'a warning condition without its warning',
      (content) => delete (reconcile(content).result as Json).attention,
      /"when" chooses "attention": declare it too/,
    ],
  ])('refuses %s', (_, change, message) => {
    const problems = lintAccount(change);
    expect(
      problems.some((p) => message.test(p)),
      problems.join('\n'),
    ).toBe(true);
  });
});
