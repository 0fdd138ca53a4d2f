import { describe, expect, it } from 'vitest';
import type { RawSchemaFile } from '../bundle';
import { checkRuleUse } from '../rules';
import { lintSchemaFiles } from './index';

type Json = Record<string, unknown>;

const text = (en: string) => ({ 'zh-CN': `中${en}`, 'en-US': en });

function baseFiles(): { entity: Json; owner: Json; dict: Json; menu: { items: Json[] } } {
  return {
    dict: {
      name: 'state',
      title: text('State'),
      valueType: 'integer',
      items: [1, 0].map((value) => ({ value, label: text(`S${value}`) })),
    },
    menu: { items: [{ id: 'area', type: 'CATALOG', title: text('Area'), url: '/area', sort: 1 }] },
    owner: {
      name: 'owner',
      title: text('Owner'),
      service: 'member',
      resource: 'owner',
      pageId: 'ownerManage',
      menu: { url: '/area/owner', parent: 'area', sort: 1 },
      labelField: 'name',
      fields: { name: { type: 'string', title: text('Name') } },
      list: { columns: ['name'] },
      form: { fields: ['name'] },
      detail: { groups: [{ title: text('Basics'), fields: ['name'] }] },
    },
    entity: {
      name: 'thing',
      title: text('Thing'),
      service: 'config',
      resource: 'thing',
      pageId: 'thingManage',
      menu: { url: '/area/thing', parent: 'area', sort: 2 },
      labelField: 'name',
      statusField: 'state',
      fields: {
        name: { type: 'string', title: text('Name'), rules: 'required|max:20' },
        state: { type: 'dict', title: text('State'), dict: 'state', readOnly: true, views: ['list', 'detail'] },
        ownerId: { type: 'reference', title: text('Owner'), ref: { entity: 'owner', labelField: 'name' } },
      },
      list: { columns: ['name', { field: 'state', width: 80 }, 'createdAt'], rowActions: ['edit', 'stop'] },
      form: { fields: ['name', 'ownerId'] },
      detail: { groups: [{ title: text('Basics'), fields: ['name', 'state', 'createdAt'] }] },
      statusActions: [{ name: 'stop', title: text('Stop'), action: 'disable', from: [1], to: 0 }],
    },
  };
}

function lint(mutate: (files: ReturnType<typeof baseFiles>) => void, extra: RawSchemaFile[] = []) {
  const files = baseFiles();
  mutate(files);
  return lintSchemaFiles([
    { path: 'schemas/dictionaries/state.json', content: files.dict },
    { path: 'schemas/menu/area.json', content: files.menu },
    { path: 'schemas/entities/owner.json', content: files.owner },
    { path: 'schemas/entities/thing.json', content: files.entity },
    ...extra,
  ]).map((p) => `${p.file.split('/').at(-1)}#${p.pointer} ${p.message}`);
}

const fields = (files: ReturnType<typeof baseFiles>) => files.entity.fields as Record<string, Json>;

describe('lintSchemaFiles', () => {
  it('accepts a consistent set of files', () => {
    expect(lint(() => {})).toEqual([]);
  });

  it.each<[string, (files: ReturnType<typeof baseFiles>) => void, string]>([
    [
      'a column object with an unknown key',
      (f) => ((f.entity.list as Json).columns = [{ field: 'name', wide: true }]),
      'thing.json#/list/columns/0/wide unknown property "wide"',
    ],
    [
      'a field name that breaks the pattern',
      (f) => (fields(f).Bad = { type: 'string', title: text('Bad') }),
      'thing.json#/fields/Bad property name "Bad" must match ^[a-z][A-Za-z0-9]*$',
    ],
    [
      'a field shown in a view its "views" exclude',
      (f) => ((f.entity.form as Json).fields = ['name', 'state']),
      'thing.json#/form/fields/1 "state" is not shown in the form view (see its "views")',
    ],
    [
      'a dictionary on a non-dict field',
      (f) => (fields(f).name.dict = 'state'),
      'thing.json#/fields/name/dict "dict" is only for fields of type dict',
    ],
    [
      'a dict field without dictionary',
      (f) => delete fields(f).state.dict,
      'thing.json#/fields/state/type a dict field needs "dict" naming a dictionary',
    ],
    [
      'a reference label that the target lacks',
      (f) => ((fields(f).ownerId.ref as Json).labelField = 'title'),
      'thing.json#/fields/ownerId/ref/labelField "title" is not a field of entity "owner"',
    ],
    [
      'visibility tied to an undeclared field',
      (f) => (fields(f).name.visibleWhen = { field: 'kind', in: [1] }),
      'thing.json#/fields/name/visibleWhen/field "kind" is not a declared field',
    ],
    [
      'a dict default outside its dictionary',
      (f) => (fields(f).state.default = 7),
      'thing.json#/fields/state/default 7 is not a value of dictionary "state"',
    ],
    [
      'a status field that is not a dict',
      (f) => (f.entity.statusField = 'name'),
      'thing.json#/statusField status field "name" must be of type dict',
    ],
    [
      'status actions without a status field',
      (f) => delete f.entity.statusField,
      'thing.json#/statusActions status actions need a "statusField"',
    ],
    [
      'a status action named like a generic operation',
      (f) => (
        ((f.entity.statusActions as Json[])[0].name = 'delete'),
        ((f.entity.list as Json).rowActions = ['delete'])
      ),
      'thing.json#/statusActions/0/name "delete" is a generic operation; choose another name',
    ],
    [
      'an export button without an export definition',
      (f) => ((f.entity.list as Json).toolbar = ['add', 'export']),
      'thing.json#/list/toolbar/1 action "export" needs an "export" definition',
    ],
    [
      'a related list whose field points elsewhere',
      (f) => ((f.owner.detail as Json).related = [{ entity: 'thing', field: 'name' }]),
      'owner.json#/detail/related/0/field "name" of "thing" does not reference "owner"',
    ],
    [
      'a related list matched on a field the owner lacks',
      (f) => ((f.owner.detail as Json).related = [{ entity: 'thing', field: 'name', match: 'code' }]),
      'owner.json#/detail/related/0/match "code" is not a field of entity "owner"',
    ],
    [
      'a related list matched on a value of another kind',
      (f) => ((f.owner.detail as Json).related = [{ entity: 'thing', field: 'ownerId', match: 'name' }]),
      'owner.json#/detail/related/0/field "ownerId" of "thing" does not hold the values of "name" (a string)',
    ],
    [
      'a related list on a field the other list cannot filter by',
      (f) => ((f.owner.detail as Json).related = [{ entity: 'thing', field: 'ownerId' }]),
      'owner.json#/detail/related/0/field "ownerId" must be in the list filters of "thing" to list its rows here',
    ],
    [
      'a detail field listed twice',
      (f) => (((f.entity.detail as Json).groups as Json[])[0].fields = ['name', 'name']),
      'thing.json#/detail/groups/0/fields/1 "name" is listed twice',
    ],
    [
      'an implicit field declared again',
      (f) => (fields(f).createdAt = { type: 'datetime', title: text('Created') }),
      'thing.json#/fields/createdAt "createdAt" is implicit and must not be declared',
    ],
    [
      'a form with neither fields nor groups',
      (f) => (f.entity.form = {}),
      'thing.json#/form a form needs "fields" or "groups"',
    ],
    [
      'a resource served twice',
      (f) => ((f.owner.service = 'config'), (f.owner.resource = 'thing')),
      'thing.json#/resource duplicate resource "config/thing" (first in schemas/entities/owner.json)',
    ],
    [
      'a menu loop',
      (f) => (
        (f.menu.items[0].parent = 'inner'),
        f.menu.items.push({
          id: 'inner',
          type: 'CATALOG',
          parent: 'area',
          title: text('Inner'),
          url: '/inner',
          sort: 1,
        })
      ),
      'area.json#/items/0/parent menu parents form a loop through "area"',
    ],
    [
      'a $schema hint to the wrong kind',
      (f) => (f.dict.$schema = '../meta/menu.schema.json'),
      'state.json#/$schema must point to the generated dictionary.schema.json',
    ],
    [
      'a blank English label',
      (f) => (((f.dict.items as Json[])[0].label as Json)['en-US'] = ' '),
      'state.json#/items/0/label/en-US text must not be blank',
    ],
    [
      'a rule parameter count that does not fit',
      (f) => (fields(f).name.rules = 'between:1'),
      `thing.json#/fields/name/rules ${checkRuleUse({ name: 'between', params: ['1'] }, 'string')}`,
    ],
  ])('reports %s', (_, mutate, expected) => {
    expect(lint(mutate)).toContain(expected);
  });

  it('reports an entity whose menu parent is a MENU', () => {
    const found = lint((f) => {
      f.menu.items.push({ id: 'page', type: 'MENU', title: text('Page'), url: '/page', sort: 2 });
      (f.entity.menu as Json).parent = 'page';
    });
    expect(found).toEqual(['thing.json#/menu/parent menu parent "page" is a MENU, not a CATALOG']);
  });

  it('reports a file outside the known folders', () => {
    expect(lint(() => {}, [{ path: 'schemas/widgets/x.json', content: {} }])).toEqual([
      'x.json# is not in a known folder: put it under entities, dictionaries, menu',
    ]);
  });
});
