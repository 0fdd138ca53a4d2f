import { Type, type Static } from '@sinclair/typebox';
import { Identifier, LocalizedText } from './common';
import { ReportDefinition } from './report';

/**
 * A menu entry that is not an entity screen: a CATALOG (folder) or a hand-written MENU
 * screen (home, monitors, reports, big screens). Entity screens place themselves with
 * their own "menu" property.
 */
export const MenuItem = Type.Object(
  {
    id: Identifier('Unique permission id; for a MENU it is also the page id its buttons hang under.'),
    type: Type.Union([Type.Literal('CATALOG'), Type.Literal('MENU')], {
      description: 'CATALOG is a folder in the menu; MENU is a page.',
    }),
    parent: Type.Optional(Identifier('Id of the parent CATALOG; omitted for first-level entries.')),
    title: LocalizedText,
    url: Type.String({ pattern: '^/', description: 'Route path; also the key the web app matches screens on.' }),
    icon: Type.Optional(Type.String({ description: 'An @ant-design/icons name, e.g. "ThunderboltOutlined".' })),
    sort: Type.Integer({ description: 'Order among siblings, ascending.' }),
    hidden: Type.Optional(Type.Boolean({ description: 'Registered (isShow=0) but not shown in the menu.' })),
    target: Type.Optional(
      Type.Union([Type.Literal('_self'), Type.Literal('_blank')], {
        description: '_blank opens the url in a new window.',
      }),
    ),
    screen: Type.Optional(
      Type.String({
        pattern: '^(entity:)?[a-z][A-Za-z0-9]*$',
        description:
          'The screen this MENU mounts at its url: the id of a hand-written screen (a folder of src/screens-hand), ' +
          'or "entity:<name>" to mount that entity\'s list and detail screens here as well as at its own url ' +
          '(one schema at several menu paths, with its own permissions: `pageId:action` of the entity).',
      }),
    ),
    fixedFilters: Type.Optional(
      Type.Record(
        Type.String({ pattern: '^[a-z][A-Za-z0-9]*$' }),
        Type.Union([Type.String(), Type.Integer(), Type.Boolean()]),
        {
          description:
            'With screen "entity:<name>": the list at this path shows only the rows with these values of its list filters (the filters are fixed and hidden), and a new row starts with them. The recharge activities are the activities of type 1: { "activityType": 1 }.',
        },
      ),
    ),
    report: Type.Optional({
      ...ReportDefinition,
      description:
        'This MENU shows a report table declared here (no `screen`): dimensions, measures, date presets, filters, ' +
        "a summary row, two-level headers and an Excel export over one entity's rows.",
    }),
    actions: Type.Optional(
      Type.Array(Identifier('An action key this screen offers'), {
        description: 'Button permissions this hand-written screen registers as `id:action`.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type MenuItem = Static<typeof MenuItem>;

export const MenuFile = Type.Object(
  {
    $schema: Type.Optional(Type.String({ description: 'Path to the generated JSON Schema, for editor completion.' })),
    items: Type.Array(MenuItem, { description: 'Catalogs and hand-written screens of one functional area.' }),
  },
  { additionalProperties: false, description: 'Menu catalogs and hand-written screens.' },
);
export type MenuFile = Static<typeof MenuFile>;
