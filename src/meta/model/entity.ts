import { Type, type Static } from '@sinclair/typebox';
import { Identifier, LocalizedText, SERVICES } from './common';
import { FILE_FIELD_PROPERTIES } from './file-field';
import { statusActionFlowProperties } from './flow';
import { ListFilter } from './list-filter';
import { PresentationProps } from './presentation';
import { SubRowsDef } from './sub-table';
import { TreeDef } from './tree';
import { DetailSummary } from './detail-summary';
import { DetailTab, RelatedList } from './detail-tabs';
import { EntityKindDef, SecretFlag, TestAction } from './settings-kinds';
import { TableViewDef } from './table-view';
import { RollupDef } from './rollup';
import { CustomAction } from './custom-action';
import { LockedRows } from './locked-rows';
import { ApprovalDef } from './approval';
import { TimedStatusDef } from './timed-status';

const literals = <T extends readonly string[]>(values: T, description: string) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    { description },
  );

/**
 * Field types. Each decides the column type, the default widget and renderer, and how
 * filters, export and import treat the value.
 */
export const FIELD_TYPES = [
  'string', // short text, varchar(maxLength)
  'text', // long text, text
  'integer', // integer
  'number', // numeric, with "precision" decimals
  'money', // stored as integer fen; shown divided by moneyUnit with 2 decimals
  'boolean',
  'date', // yyyy-MM-dd
  'datetime', // yyyy-MM-dd HH:mm:ss, stored as timestamptz
  'dict', // a value of the dictionary named by "dict"
  'reference', // the id of a row of another entity
  'references', // ids of rows of another entity, kept in a join table <table>_<column>
  'image', // url of an uploaded image
  'file', // url of an uploaded file
  'json', // structured value such as time-of-use price periods
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Where a field may appear; default: everywhere that lists it. */
export const VIEWS = ['list', 'filter', 'form', 'detail', 'export', 'import'] as const;
export type View = (typeof VIEWS)[number];

/**
 * How a filter matches: exact value, substring, a from-to range, any of several, or (a
 * reference to a tree entity) the chosen row and every row below it.
 */
export const FILTER_MODES = ['exact', 'contains', 'range', 'in', 'branch'] as const;
export type FilterMode = (typeof FILTER_MODES)[number];

export { DEFAULT_MAX_LENGTH, DEFAULT_PAGE_SIZE, MAX_DETAIL_COLUMNS } from './plain';

const SqlName = (description: string) => Type.String({ pattern: '^[a-z][a-z0-9_]*$', maxLength: 63, description });

/** An existing table that keeps the links of a "references" field instead of a generated one. */
export const ReferencesJoin = Type.Object(
  {
    table: SqlName('Existing link table, e.g. "user_roles"; the migration does not create it.'),
    owner: SqlName('Column holding the id of this entity\'s row, e.g. "user_id".'),
    target: SqlName('Column holding the id of the referenced row, e.g. "role_id".'),
    unlinkOnDelete: Type.Optional(
      Type.Boolean({
        description:
          'A referenced row is not held back by its links here when deleted: the delete drops them (a deleted role leaves its users).',
      }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'Only on "references" fields: keep the links in this existing table (owner id, target id) instead of the generated <table>_<column> one. It has no seller or order columns: links are scoped through the owner row\'s seller and answered in target id order.',
  },
);
export type ReferencesJoin = Static<typeof ReferencesJoin>;

/** An offered value that is another field's current value in the same form. */
export const OfferFollows = Type.Object(
  { field: Identifier('The field of this form whose current value the offered rows must hold.') },
  {
    additionalProperties: false,
    description:
      'The picker follows this field of the form: it offers nothing until the field is filled, and a choice that no longer fits is cleared when the field changes.',
  },
);
export type OfferFollows = Static<typeof OfferFollows>;

export const FieldReference = Type.Object(
  {
    entity: Identifier('Name of the referenced entity.'),
    labelField: Identifier('Field of the referenced entity shown instead of the id.'),
    offer: Type.Optional(
      Type.Record(
        Type.String(),
        Type.Union([
          Type.String(),
          Type.Number(),
          Type.Boolean(),
          Type.Array(Type.Union([Type.String(), Type.Number()]), {
            minItems: 1,
            uniqueItems: true,
            description: 'Any of these values (coupons not started or in progress).',
          }),
          OfferFollows,
        ]),
        {
          description:
            'Only rows whose fields hold these values are offered in the picker (e.g. { "enableStatus": 1 } for enabled staff, { "status": ["not_started", "processing"] } for coupons not yet over, or { "memberId": { "field": "memberId" } } for the accounts of the member chosen in the same form). A row already chosen is still shown by its label; the server checks what may be written by its own rules.',
        },
      ),
    ),
    join: Type.Optional(ReferencesJoin),
  },
  { additionalProperties: false, description: 'The other entity a "reference" or "references" field points to.' },
);

export const VisibleWhen = Type.Object(
  {
    field: Identifier('The field whose value decides.'),
    in: Type.Array(Type.Union([Type.String(), Type.Number(), Type.Boolean()]), {
      minItems: 1,
      description: 'This field is shown (and validated) only while the other field has one of these values.',
    }),
  },
  { additionalProperties: false, description: 'Show this field only for some values of another field.' },
);

/** A field of a sub-table row; FieldDef below adds the rows of a sub-table. */
export const RowFieldDef = Type.Object(
  {
    type: literals(FIELD_TYPES, 'Value type; decides column type, widget, renderer and filter.'),
    title: LocalizedText,
    dict: Type.Optional(Identifier('Dictionary name; required when type is "dict".')),
    ref: Type.Optional(FieldReference),
    rules: Type.Optional(
      Type.String({
        description:
          'Pipe-separated validation rules checked by the web form and the server, e.g. "required|mobile" or "required|between:0,100".',
      }),
    ),
    default: Type.Optional(
      Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()], {
        description: 'Value a new record starts with.',
      }),
    ),
    maxLength: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 4000,
        description: 'Longest accepted text; 50 when omitted (SPEC section 9).',
      }),
    ),
    precision: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 10, description: 'Decimals kept for "number" fields.' }),
    ),
    moneyUnit: Type.Optional(
      Type.Union([Type.Literal(100), Type.Literal(10000)], {
        description: 'Divisor from the stored integer to yuan: 100 (fen, default) or 10000.',
      }),
    ),
    multiple: Type.Optional(Type.Boolean({ description: 'Image or file fields: accept several.' })),
    ...FILE_FIELD_PROPERTIES,
    readOnly: Type.Optional(Type.Boolean({ description: 'Shown but never written by users (set by the system).' })),
    secret: Type.Optional(SecretFlag),
    views: Type.Optional(
      Type.Array(literals(VIEWS, 'A view.'), {
        description: 'Restrict the views that may show this field; all views when omitted.',
      }),
    ),
    filter: Type.Optional(
      literals(FILTER_MODES, 'How a filter on this field matches; chosen from the type when omitted.'),
    ),
    sortable: Type.Optional(Type.Boolean({ description: 'The list may be sorted by this column.' })),
    unique: Type.Optional(
      Type.Boolean({
        description:
          'No two rows of one seller may share this value: a unique index (seller_id, column) in the database, so two concurrent saves cannot both store it.',
      }),
    ),
    uniqueWithin: Type.Optional(
      Type.Array(Identifier('A declared field (a reference or plain value) that scopes the uniqueness.'), {
        minItems: 1,
        description:
          'With "unique": the value is unique only among the rows sharing these fields (a gun number within its pile): the unique index is (seller_id, these columns, column).',
      }),
    ),
    renamedFrom: Type.Optional(
      Identifier(
        "The field's previous name: the migration renames the column instead of adding a new one, so its data is kept. Safe to remove once every database has migrated.",
      ),
    ),
    visibleWhen: Type.Optional(VisibleWhen),
    placeholder: Type.Optional(LocalizedText),
    description: Type.Optional(LocalizedText),
    ...PresentationProps,
  },
  { additionalProperties: false },
);
export type RowFieldDef = Static<typeof RowFieldDef>;

/**
 * A read-only value the server works out from other fields of the form being filled in (the
 * refundable amount of the account chosen): the form asks the entity's route for it whenever
 * one of those fields changes and shows the answer; it is never submitted.
 */
export const ServerValueDef = Type.Object(
  {
    operation: Identifier(
      'Route that answers the value: POST /api/<service>/<resource>/<operation> (a server hook action), sent the `from` fields and answering { value }.',
    ),
    from: Type.Array(Identifier('A field of the form.'), {
      minItems: 1,
      uniqueItems: true,
      description: 'Form fields sent to the route; asked again whenever one changes, once all are filled in.',
    }),
  },
  {
    additionalProperties: false,
    description: 'Read-only field shown in the form as the server works it out from other form fields.',
  },
);
export type ServerValueDef = Static<typeof ServerValueDef>;

export const FieldDef = Type.Object(
  {
    ...RowFieldDef.properties,
    sub: Type.Optional(SubRowsDef(RowFieldDef)),
    serverValue: Type.Optional(ServerValueDef),
    userRef: Type.Optional(
      Type.Boolean({
        description:
          'An integer field holding the id of a user of the row\'s seller, such as a status action\'s "$user" stamp: lists, details and exports show his name instead of the id. Unless read-only, the form picks the user by name or account (route userOptions) and the server accepts only a user of the seller; deleting that user clears the field.',
      }),
    ),
    userTypes: Type.Optional(
      Type.Array(Type.Integer(), {
        minItems: 1,
        uniqueItems: true,
        description:
          'A picked "userRef" field (an action form\'s assignee): only enabled users of these types (dictionary userType, e.g. [2, 3] for dispatch and repair) are offered, and the server refuses another user, a disabled one included.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type FieldDef = Static<typeof FieldDef>;

const FieldList = (description: string) => Type.Array(Identifier('A declared field name.'), { description });

export const ListColumn = Type.Union([
  Identifier('A declared field name.'),
  Type.Object(
    {
      field: Identifier('A declared field name.'),
      width: Type.Optional(Type.Integer({ minimum: 40, description: 'Column width in pixels.' })),
      fixed: Type.Optional(Type.Union([Type.Literal('left'), Type.Literal('right')])),
      link: Type.Optional(Type.Boolean({ description: 'Render as a link to the detail view.' })),
    },
    { additionalProperties: false },
  ),
]);
export type ListColumn = Static<typeof ListColumn>;

export const SortSpec = Type.Object(
  {
    field: Identifier('A declared field name, or "id" / "createdAt".'),
    order: Type.Union([Type.Literal('ascend'), Type.Literal('descend')]),
  },
  { additionalProperties: false },
);
export type SortSpec = Static<typeof SortSpec>;

export const ListDef = Type.Object(
  {
    columns: Type.Array(ListColumn, { minItems: 1, description: 'Table columns, in order.' }),
    filters: Type.Optional(Type.Array(ListFilter, { description: 'Fields of the filter form above the table.' })),
    defaultSort: Type.Optional(SortSpec),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 500, description: 'Rows per page; 10 when omitted (SPEC section 9).' }),
    ),
    toolbar: Type.Optional(
      Type.Array(Identifier('add, import, export, or a status action name'), {
        description: 'Buttons above the table.',
      }),
    ),
    rowActions: Type.Optional(
      Type.Array(Identifier('get, edit, delete, a status action name; move and addChild on a tree'), {
        description:
          'Buttons on each row. A tree entity may offer "move" (a new parent) and "addChild" (the create form with the row as parent).',
      }),
    ),
    bulkActions: Type.Optional(
      Type.Array(Identifier('delete, export, or a status action name'), {
        description: 'Buttons acting on the selected rows.',
      }),
    ),
    liveRefresh: Type.Optional(
      Type.Boolean({
        description:
          'Refresh the list when the live network changes its rows (an upgrade task as its piles report, a billing template as piles accept it), without a reload.',
      }),
    ),
  },
  { additionalProperties: false, description: 'The list screen.' },
);
export type ListDef = Static<typeof ListDef>;

export const Group = Type.Object(
  {
    title: LocalizedText,
    fields: FieldList('Fields in this group, in order.'),
  },
  { additionalProperties: false },
);
export type Group = Static<typeof Group>;

export const FormDef = Type.Object(
  {
    columns: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, description: 'Fields per row; 2 when omitted.' })),
    fields: Type.Optional(FieldList('Fields of the form in order, when it has no groups.')),
    groups: Type.Optional(Type.Array(Group, { description: 'Titled sections of the form.' })),
    page: Type.Optional(
      Type.Boolean({
        description: 'Create and edit on a page of their own (${url}/new, ${url}/edit/:id) instead of a dialog.',
      }),
    ),
  },
  { additionalProperties: false, description: 'The create and edit form.' },
);
export type FormDef = Static<typeof FormDef>;

export const DetailDef = Type.Object(
  {
    columns: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 4, description: 'Columns of the description list; at most 4.' }),
    ),
    summary: Type.Optional(
      Type.Array(DetailSummary, {
        minItems: 1,
        description: "Panels of figures over other entities' rows that reference this one, shown first.",
      }),
    ),
    groups: Type.Array(Group, { minItems: 1, description: 'Titled sections of the detail view.' }),
    related: Type.Optional(Type.Array(RelatedList, { description: 'Lists of rows that reference this one.' })),
    tabs: Type.Optional(
      Type.Array(DetailTab, {
        minItems: 1,
        description: 'Tabs after the "basic information" tab (which shows the groups): more fields or related lists.',
      }),
    ),
  },
  { additionalProperties: false, description: 'The detail view.' },
);
export type DetailDef = Static<typeof DetailDef>;

const StatusValue = Type.Union([Type.String(), Type.Integer()]);

export const StatusAction = Type.Object(
  {
    name: Identifier('Unique name; also the route: /api/<service>/<resource>/<name>.'),
    title: LocalizedText,
    action: Identifier('Action key the caller needs as `pageId:action` (e.g. enable, disable, or a custom key).'),
    confirm: Type.Optional(LocalizedText),
    from: Type.Array(StatusValue, {
      minItems: 1,
      description: 'Values of the status field that allow this action.',
    }),
    to: Type.Optional(StatusValue),
    danger: Type.Optional(Type.Boolean({ description: 'Shown in red.' })),
    // What the user is told once the action went through, instead of "Done" (a command sent,
    // and the row changing only when the device accepts it).
    done: Type.Optional(LocalizedText),
    ...statusActionFlowProperties(FieldDef),
  },
  { additionalProperties: false, description: 'An operation that moves a row from one status to another.' },
);
export type StatusAction = Static<typeof StatusAction>;

export const ImportDef = Type.Object(
  {
    fields: FieldList('Columns of the import template, in order.'),
    maxRows: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 100000, description: 'Largest accepted file; 5000 when omitted.' }),
    ),
    rowsOf: Type.Optional(
      Identifier(
        "The sheet's rows are rows of this other entity (a batch's lines): `fields` are its fields, read and checked by its rules, and this entity's server hook `importRows` writes the batch and its lines in one transaction.",
      ),
    ),
  },
  { additionalProperties: false },
);

export const ExportDef = Type.Object(
  {
    fields: FieldList('Columns of the exported sheet, in order.'),
  },
  { additionalProperties: false },
);

export const MenuPlacement = Type.Object(
  {
    url: Type.String({ pattern: '^/', description: 'Route path of the list screen.' }),
    parent: Identifier('Id of the CATALOG the entry sits in (schemas/menu).'),
    sort: Type.Integer({ description: 'Order among siblings, ascending.' }),
    icon: Type.Optional(Type.String({ description: 'An @ant-design/icons name.' })),
    hidden: Type.Optional(Type.Boolean({ description: 'Registered but not shown in the menu.' })),
    title: Type.Optional(
      Type.Object(LocalizedText.properties, {
        additionalProperties: false,
        description:
          "The menu entry's name when it is not the entity's title, e.g. 用户管理 / Users for the entity 用户 / User.",
      }),
    ),
  },
  { additionalProperties: false, description: 'Where the list screen sits in the menu.' },
);

/** Generic operations an entity may offer (see `operations`). */
export const OPERATIONS = ['page', 'get', 'save', 'update', 'delete', 'import', 'export'] as const;
export type OperationName = (typeof OPERATIONS)[number];

/** Whose rows an entity holds, and who may read and write them (see `scope`). */
export const DATA_SCOPES = ['seller', 'platform', 'crossTenant'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

export const EntityFile = Type.Object(
  {
    $schema: Type.Optional(Type.String({ description: 'Path to the generated JSON Schema, for editor completion.' })),
    name: Identifier('Unique entity name, e.g. "station".'),
    title: LocalizedText,
    service: literals(SERVICES, 'API service prefix (SPEC section 7).'),
    resource: Identifier('Resource path segment: /api/<service>/<resource>/<operation>.'),
    table: Type.Optional(
      Type.String({ pattern: '^[a-z][a-z0-9_]*$', description: 'Table name; snake_case of name when omitted.' }),
    ),
    pageId: Identifier('Permission page id; buttons are `pageId:action`.'),
    menu: MenuPlacement,
    tenant: Type.Optional(Type.Boolean({ description: 'Rows belong to a seller (seller_id); true when omitted.' })),
    kind: Type.Optional(EntityKindDef),
    test: Type.Optional(TestAction),
    operations: Type.Optional(
      Type.Array(literals(OPERATIONS, 'A generic operation.'), {
        minItems: 1,
        uniqueItems: true,
        description:
          'Generic operations the entity offers; all when omitted. A read-only log declares ["page", "get", "export"]: the server registers no write routes, the menu gets no write permission buttons and the screens show no write buttons. "page" is required.',
      }),
    ),
    appendOnly: Type.Optional(
      Type.Boolean({
        description:
          'A ledger: rows are posted, never edited nor deleted. "operations" may hold only page, get and export, and the database refuses (by a trigger) a DELETE of a row and an UPDATE of any column but the status, the fields its status actions stamp or write, and updated_at. A correction is a new row.',
      }),
    ),
    scope: Type.Optional(
      literals(
        DATA_SCOPES,
        'Whose rows these are. "seller" (default): each seller reads and writes its own. "platform": one set of rows that every seller reads and only the platform administrator (seller 100000) writes; needs tenant rows. "crossTenant": a platform screen where the platform administrator reads every seller\'s rows, with a seller column and filter; other sellers are refused.',
      ),
    ),
    view: Type.Optional(TableViewDef),
    labelField: Identifier('Field that names a row in references and titles.'),
    statusField: Type.Optional(Identifier('Field holding the status that status actions check and set.')),
    editableIn: Type.Optional(
      Type.Array(Type.Union([Type.String(), Type.Integer()]), {
        minItems: 1,
        uniqueItems: true,
        description:
          'Statuses (values of the statusField) in which a row may still be edited or deleted: an application that has been approved, or an invoice once issued, is changed only by its status actions. Every status when omitted.',
      }),
    ),
    approval: Type.Optional(ApprovalDef),
    timedStatus: Type.Optional(TimedStatusDef),
    lockedRows: Type.Optional(
      Type.Array(LockedRows, {
        minItems: 1,
        description:
          'Rows some buttons never act on, e.g. { "field": "isAdmin", "equals": true, "actions": ["disable", "delete"] }: hidden there, refused by the server.',
      }),
    ),
    tree: Type.Optional(TreeDef),
    fields: Type.Record(Type.String({ pattern: '^[a-z][A-Za-z0-9]*$' }), FieldDef, {
      // TypeBox leaves other keys open; closing them makes a misspelt (non-camelCase) name an error.
      additionalProperties: false,
      description: 'Fields by name (camelCase); id, sellerId, createdAt and updatedAt are implicit.',
    }),
    list: ListDef,
    form: FormDef,
    detail: DetailDef,
    statusActions: Type.Optional(Type.Array(StatusAction)),
    customActions: Type.Optional(
      Type.Array(CustomAction, { description: "Toolbar buttons that run the entity's hook actions." }),
    ),
    import: Type.Optional(ImportDef),
    export: Type.Optional(ExportDef),
    rollups: Type.Optional(
      Type.Array(RollupDef, {
        minItems: 1,
        maxItems: 4,
        description: 'Summary tables the database keeps current with the rows, for reports over large tables.',
      }),
    ),
  },
  { additionalProperties: false, description: 'One entity: its table, API, permissions and screens.' },
);
export type EntityFile = Static<typeof EntityFile>;
