import { describe, expect, it } from 'vitest';
import { lintSchemaFiles } from './index';

type Json = Record<string, unknown>;
const text = (en: string) => ({ 'zh-CN': `中${en}`, 'en-US': en });

/** A tree entity and an entity with sub rows on a timeline, both valid as given. */
function files() {
  const node: Json = {
    name: 'node',
    title: text('Node'),
    service: 'config',
    resource: 'node',
    pageId: 'nodeManage',
    menu: { url: '/area/node', parent: 'area', sort: 1 },
    labelField: 'name',
    tree: { parentField: 'parentId' },
    fields: {
      name: { type: 'string', title: text('Name'), widget: 'textarea', display: 'text', widgetProps: { rows: 2 } },
      parentId: {
        type: 'reference',
        title: text('Parent'),
        ref: { entity: 'node', labelField: 'name' },
        widget: 'tree-select',
      },
    },
    list: { columns: ['name'], rowActions: ['edit', 'move'] },
    form: { fields: ['name', 'parentId'] },
    detail: { groups: [{ title: text('Basics'), fields: ['name'] }] },
  };
  const plan: Json = {
    name: 'plan',
    title: text('Plan'),
    service: 'config',
    resource: 'plan',
    pageId: 'planManage',
    menu: { url: '/area/plan', parent: 'area', sort: 2 },
    labelField: 'name',
    fields: {
      name: { type: 'string', title: text('Name') },
      periods: {
        type: 'json',
        title: text('Periods'),
        widget: 'timeline',
        display: 'timeline',
        sub: {
          fields: {
            start: { type: 'string', title: text('Start'), widget: 'clock-select' },
            end: { type: 'string', title: text('End'), widget: 'clock-select' },
            share: { type: 'number', title: text('Share') },
          },
          sums: [{ field: 'share', equals: 100 }],
          timeline: { start: 'start', end: 'end', fullDay: true },
        },
      },
    },
    list: { columns: ['name', 'periods'] },
    form: { fields: ['name', 'periods'] },
    detail: { groups: [{ title: text('Basics'), fields: ['name', 'periods'] }] },
  };
  return { node, plan };
}

type Files = ReturnType<typeof files>;
const fieldsOf = (entity: Json) => entity.fields as Record<string, Json>;
const subOf = (f: Files) => fieldsOf(f.plan).periods.sub as Json & { fields: Record<string, Json> };

function lint(mutate: (f: Files) => void = () => {}) {
  const f = files();
  mutate(f);
  return lintSchemaFiles([
    {
      path: 'schemas/menu/area.json',
      content: { items: [{ id: 'area', type: 'CATALOG', title: text('Area'), url: '/area', sort: 1 }] },
    },
    { path: 'schemas/entities/node.json', content: f.node },
    { path: 'schemas/entities/plan.json', content: f.plan },
  ]).map((p) => `${p.file.split('/').at(-1)}#${p.pointer} ${p.message}`);
}

describe('presentation, sub rows and trees in the linter', () => {
  it('accepts declared widgets, displays, sub rows on a timeline and a tree', () => {
    expect(lint()).toEqual([]);
  });

  it.each<[string, (f: Files) => void, string]>([
    [
      'a widget that does not edit the field type',
      (f) => (fieldsOf(f.node).name.widget = 'money'),
      'node.json#/fields/name/widget widget "money" does not edit string fields (it edits money)',
    ],
    [
      'a display that does not show the field type',
      (f) => (fieldsOf(f.node).name.display = 'boolean'),
      'node.json#/fields/name/display display "boolean" does not show string fields (it shows boolean)',
    ],
    [
      'a widget id no registry offers',
      (f) => (fieldsOf(f.node).name.widget = 'colour-wheel'),
      'node.json#/fields/name/widget',
    ],
    [
      'a tree-select on an entity that is no tree',
      (f) => delete f.node.tree,
      'node.json#/fields/parentId/widget "tree-select" needs a tree entity; "node" declares no "tree"',
    ],
    [
      'a move action without a tree',
      (f) => {
        delete f.node.tree;
        delete fieldsOf(f.node).parentId.widget;
      },
      'node.json#/list/rowActions/1 "move" needs a "tree" entity',
    ],
    [
      'a tree parent that points elsewhere',
      (f) => (f.node.tree = { parentField: 'name' }),
      'node.json#/tree/parentField "name" must be a reference to "node" itself',
    ],
    [
      'a timeline widget without a timeline',
      (f) => delete subOf(f).timeline,
      'plan.json#/fields/periods/sub a timeline needs "sub.timeline"',
    ],
    [
      'a timeline end that is not a row field',
      (f) => ((subOf(f).timeline as Json).end = 'finish'),
      'plan.json#/fields/periods/sub/timeline/end "finish" is not a field of the rows',
    ],
    [
      'a sum over a text field',
      (f) => (subOf(f).sums = [{ field: 'start', equals: 100 }]),
      'plan.json#/fields/periods/sub/sums/0/field "start" is not numeric',
    ],
    [
      'a wrong widget inside a row',
      (f) => (subOf(f).fields.share.widget = 'switch'),
      'plan.json#/fields/periods/sub/fields/share/widget widget "switch" does not edit number fields (it edits boolean)',
    ],
    [
      'sub rows in the import sheet',
      (f) => (f.plan.import = { fields: ['name', 'periods'] }),
      'plan.json#/import/fields/1 "periods" holds sub rows, which a sheet cannot import',
    ],
    [
      'an unknown rule inside a row',
      (f) => (subOf(f).fields.share.rules = 'required|percentish'),
      'plan.json#/fields/periods/sub/fields/share/rules',
    ],
    [
      'sub rows on a field that is not json',
      (f) => (fieldsOf(f.plan).periods.type = 'text'),
      'plan.json#/fields/periods/sub "sub" rows are only for fields of type json',
    ],
  ])('reports %s', (_name, mutate, expected) => {
    expect(lint(mutate).some((problem) => problem.startsWith(expected))).toBe(true);
  });
});
