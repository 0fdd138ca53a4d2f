import { describe, expect, it } from 'vitest';
import { lintWithChange as lintWith, type Json } from '../../../scripts/lib/lint-with-change';

const fields = (content: Json) => content.fields as Record<string, Json>;

describe('operations, scope and renamedFrom mistakes, at their place', () => {
  it('accepts the schemas as they are', () => {
    expect(lintWith('pile-online-log.json', () => {})).toEqual([]);
  });

  it.each<[string, string, (content: Json) => void, string]>([
    [
      'operations without page',
      'pile-online-log.json',
      (c) => (c.operations = ['get', 'export']),
      'operations must include "page": every entity has a list',
    ],
    [
      'a button of an operation left out',
      'pile-online-log.json',
      (c) => ((c.list as Json).toolbar = ['export', 'add']),
      'button "add" needs the "save" operation, which "operations" leaves out',
    ],
    [
      'an import definition with import left out',
      'pile-online-log.json',
      (c) => (c.import = { fields: ['reason'] }),
      '"import" is defined but "operations" leaves it out',
    ],
    [
      'a ledger with write operations',
      'account-flow.json',
      (c) => (c.operations = ['page', 'get', 'save', 'export']),
      'an "appendOnly" ledger is never edited: declare "operations" from page, get and export',
    ],
    [
      'a ledger offering every operation',
      'account-flow.json',
      (c) => delete c.operations,
      'an "appendOnly" ledger is never edited: declare "operations" from page, get and export',
    ],
    [
      'platform scope on rows of no seller',
      'help-item.json',
      (c) => (c.tenant = false),
      'scope "platform" needs rows that belong to a seller; remove "tenant": false',
    ],
    [
      'a crossTenant screen that writes',
      'seller-pile.json',
      (c) => (c.operations = ['page', 'get', 'export', 'save']),
      'scope "crossTenant" is read-only: declare "operations" from page, get and export',
    ],
    [
      'a crossTenant screen over an unknown table',
      'seller-pile.json',
      (c) => (c.table = 'piles'),
      '"piles" is neither an entity\'s table nor a system table',
    ],
    [
      'a crossTenant field the owning table lacks',
      'seller-pile.json',
      (c) => (fields(c).colour = { type: 'string', title: { 'zh-CN': '颜色', 'en-US': 'Colour' } }),
      '"colour" is not a field of entity "pile", whose table this screen reads',
    ],
    [
      'a crossTenant field typed otherwise than its column',
      'seller-pile.json',
      (c) => (fields(c).code.type = 'integer'),
      '"code" is a string in "pile"',
    ],
    [
      'renamedFrom naming a declared field',
      'pile-online-log.json',
      (c) => (fields(c).reason.renamedFrom = 'event'),
      '"event" is a declared field; name the field\'s old name',
    ],
  ])('%s', (_name, file, change, expected) => {
    // Positions depend on the file's layout; that they are there is what the format promises.
    const path = `schemas/entities/${file}`;
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(lintWith(file, change)).toEqual([
      expect.stringMatching(new RegExp(`^${escaped(path)}:\\d+:\\d+ ${escaped(expected)}$`)),
    ]);
  });
});
