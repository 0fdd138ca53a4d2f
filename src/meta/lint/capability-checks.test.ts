import { describe, expect, it } from 'vitest';
import { lintSchemaFiles } from './index';

type Json = Record<string, unknown>;
const text = (en: string) => ({ 'zh-CN': `中${en}`, 'en-US': en });
const menu = { items: [{ id: 'area', type: 'CATALOG', title: text('Area'), url: '/area', sort: 1 }] };

/** A station-like target, a group that references several of them, and an e-mail settings row. */
function files(): Record<'place' | 'group' | 'mail', Json> {
  return {
    place: {
      name: 'place',
      title: text('Place'),
      service: 'config',
      resource: 'place',
      pageId: 'placeManage',
      menu: { url: '/area/place', parent: 'area', sort: 1 },
      labelField: 'name',
      fields: { name: { type: 'string', title: text('Name') } },
      list: { columns: ['name'] },
      form: { fields: ['name'] },
      detail: {
        groups: [{ title: text('Basics'), fields: ['name'] }],
        tabs: [{ key: 'groups', title: text('Groups'), related: { entity: 'group', field: 'placeIds' } }],
      },
    },
    group: {
      name: 'group',
      title: text('Group'),
      service: 'config',
      resource: 'group',
      pageId: 'groupManage',
      menu: { url: '/area/group', parent: 'area', sort: 2 },
      labelField: 'name',
      fields: {
        name: { type: 'string', title: text('Name') },
        placeIds: { type: 'references', title: text('Places'), ref: { entity: 'place', labelField: 'name' } },
      },
      list: { columns: ['name', 'placeIds'], filters: ['placeIds'] },
      form: { fields: ['name', 'placeIds'], page: true },
      detail: { groups: [{ title: text('Basics'), fields: ['name', 'placeIds'] }] },
      export: { fields: ['name', 'placeIds'] },
    },
    mail: {
      name: 'mail',
      title: text('Mail'),
      service: 'operation',
      resource: 'mail',
      pageId: 'mailConfig',
      kind: 'single',
      menu: { url: '/area/mail', parent: 'area', sort: 3 },
      labelField: 'host',
      fields: {
        host: { type: 'string', title: text('Host') },
        port: { type: 'integer', title: text('Port') },
        ssl: { type: 'boolean', title: text('SSL') },
        password: { type: 'string', title: text('Password'), secret: true },
      },
      test: { title: text('Test'), hostField: 'host', portField: 'port', tlsField: 'ssl' },
      list: { columns: ['host'] },
      form: { fields: ['host', 'port', 'ssl', 'password'] },
      detail: { groups: [{ title: text('Basics'), fields: ['host', 'port'] }] },
    },
  };
}

function lint(mutate: (f: ReturnType<typeof files>) => void): string[] {
  const f = files();
  mutate(f);
  return lintSchemaFiles([
    { path: 'schemas/menu/area.json', content: menu },
    ...Object.entries(f).map(([name, content]) => ({ path: `schemas/entities/${name}.json`, content })),
  ]).map((p) => `${p.file.split('/').at(-1)}#${p.pointer} ${p.message}`);
}

const fieldsOf = (entity: Json) => entity.fields as Record<string, Json>;
const ref = (group: Json) => fieldsOf(group).placeIds.ref as Json;

describe('lint: references, tabs, settings, secrets and the test action', () => {
  it('accepts a consistent set', () => {
    expect(lint(() => {})).toEqual([]);
  });

  it('accepts a references field kept in a declared link table', () => {
    expect(
      lint((f) => (ref(f.group).join = { table: 'group_place_links', owner: 'group_id', target: 'place_id' })),
    ).toEqual([]);
  });

  it.each<[string, (f: ReturnType<typeof files>) => void, string]>([
    [
      'a join on a single reference field',
      (f) => {
        fieldsOf(f.group).mainPlaceId = {
          type: 'reference',
          title: text('Main place'),
          ref: {
            entity: 'place',
            labelField: 'name',
            join: { table: 'group_main', owner: 'group_id', target: 'place_id' },
          },
        };
      },
      'group.json#/fields/mainPlaceId/ref/join "join" is only for references fields, not reference',
    ],
    [
      "a join over another entity's table",
      (f) => (ref(f.group).join = { table: 'place', owner: 'group_id', target: 'place_id' }),
      'group.json#/fields/placeIds/ref/join/table "place" is already the table of entity "place"',
    ],
    [
      'a join whose owner and target are one column',
      (f) => (ref(f.group).join = { table: 'group_places', owner: 'id_of', target: 'id_of' }),
      'group.json#/fields/placeIds/ref/join/target the owner and target columns must differ',
    ],
    [
      'two fields sharing one join table',
      (f) => {
        ref(f.group).join = { table: 'group_places', owner: 'group_id', target: 'place_id' };
        fieldsOf(f.group).otherPlaceIds = {
          type: 'references',
          title: text('Other places'),
          ref: {
            entity: 'place',
            labelField: 'name',
            join: { table: 'group_places', owner: 'group_id', target: 'place_id' },
          },
        };
      },
      'group.json#/fields/otherPlaceIds/ref/join/table "group_places" is already the join of group.placeIds',
    ],
    [
      'a references field without ref',
      (f) => delete fieldsOf(f.group).placeIds.ref,
      'group.json#/fields/placeIds/type a references field needs "ref"',
    ],
    [
      'a sortable references field',
      (f) => (fieldsOf(f.group).placeIds.sortable = true),
      'group.json#/fields/placeIds/sortable a references field cannot be sorted by',
    ],
    [
      'a references field filtering by range',
      (f) => (fieldsOf(f.group).placeIds.filter = 'range'),
      'group.json#/fields/placeIds/filter a references field filters by "in" (rows that include any of the chosen)',
    ],
    [
      'a tab with both groups and a related list',
      (f) => ((f.place.detail as { tabs: Json[] }).tabs[0].groups = [{ title: text('More'), fields: ['name'] }]),
      'place.json#/detail/tabs/0 a tab has either "groups" or "related"',
    ],
    [
      'a related tab over a field the other entity does not filter by',
      (f) => ((f.group.list as Json).filters = []),
      'place.json#/detail/tabs/0/related/field "placeIds" must be in the list filters of "group" to list its rows here',
    ],
    [
      'a related tab over a hop that is not a reference',
      (f) => ((f.place.detail as { tabs: { related: Json }[] }).tabs[0].related.field = 'name.placeIds'),
      'place.json#/detail/tabs/0/related/field "name" is not a reference field of entity "group"',
    ],
    [
      'two tabs with one key',
      (f) => {
        const tabs = (f.place.detail as { tabs: Json[] }).tabs;
        tabs.push({ ...tabs[0] });
      },
      'place.json#/detail/tabs/1/key tab key "groups" is used twice',
    ],
    [
      'a tab group naming an undeclared field',
      (f) =>
        (f.place.detail as { tabs: Json[] }).tabs.push({
          key: 'more',
          title: text('More'),
          groups: [{ title: text('More'), fields: ['nope'] }],
        }),
      'place.json#/detail/tabs/1/groups/0/fields/0 "nope" is not a declared field',
    ],
    [
      'a secret listed as a column',
      (f) => {
        fieldsOf(f.group).token = { type: 'string', title: text('Token'), secret: true };
        (f.group.list as Json).columns = ['name', 'token'];
      },
      'group.json#/fields/token/secret secret "token" cannot be a list column',
    ],
    [
      'a secret exported',
      (f) => {
        fieldsOf(f.group).token = { type: 'string', title: text('Token'), secret: true };
        (f.group.export as Json).fields = ['name', 'token'];
      },
      'group.json#/fields/token/secret secret "token" cannot be exported',
    ],
    [
      'a secret that is not text',
      (f) => (fieldsOf(f.mail).port.secret = true),
      'mail.json#/fields/port/secret only string or text fields can be secret',
    ],
    [
      'a settings entity with status actions',
      (f) => (f.mail.statusActions = [{ name: 'stop', title: text('Stop'), action: 'disable', from: [1] }]),
      'mail.json#/statusActions a single settings entity has no status actions',
    ],
    [
      'a settings entity with an export',
      (f) => (f.mail.export = { fields: ['host'] }),
      'mail.json#/export a single settings entity cannot be exported',
    ],
    [
      'a key-value setting of type references',
      (f) => {
        f.mail.kind = 'kv';
        fieldsOf(f.mail).places = {
          type: 'references',
          title: text('P'),
          ref: { entity: 'place', labelField: 'name' },
        };
      },
      'mail.json#/fields/places/type a key-value setting cannot be of type references',
    ],
    [
      'a test action whose port is not an integer',
      (f) => ((f.mail.test as Json).portField = 'host'),
      'mail.json#/test/portField "host" must be of type integer',
    ],
    [
      'a test action naming an undeclared field',
      (f) => ((f.mail.test as Json).tlsField = 'tls'),
      'mail.json#/test/tlsField "tls" is not a declared field',
    ],
    [
      'a test row button on an entity without a test',
      (f) => ((f.place.list as Json).rowActions = ['get', 'test']),
      'place.json#/list/rowActions/1 action "test" needs a "test" definition',
    ],
    [
      'a test button in the toolbar',
      (f) => ((f.place.list as Json).toolbar = ['test']),
      'place.json#/list/toolbar/0 "test" is a row action',
    ],
  ])('reports %s', (_name, mutate, expected) => {
    expect(lint(mutate)).toContain(expected);
  });
});
