import { Type } from '@sinclair/typebox';
import type { FieldType } from './entity';

/**
 * Every form widget a field may name in `widget`, with the field types it can edit. The web
 * app's widget registry (src/registry/widgets) must implement each id exactly once; kept here,
 * free of React, so that the JSON Schema and the linter can list and check the ids.
 */
export const WIDGET_TYPES = {
  text: ['string', 'text'],
  'clock-select': ['string'],
  textarea: ['string', 'text'],
  number: ['integer', 'number'],
  money: ['money'],
  coordinate: ['number'],
  'dict-select': ['dict'],
  'dict-radio': ['dict'],
  'reference-select': ['reference'],
  'tree-select': ['reference'],
  date: ['date'],
  datetime: ['datetime'],
  'date-range': ['date', 'datetime'],
  'number-range': ['integer', 'number', 'money'],
  switch: ['boolean'],
  'boolean-select': ['boolean'],
  'image-upload': ['image'],
  'file-upload': ['file'],
  'sub-table': ['json'],
  timeline: ['json'],
  'json-text': ['json'],
} as const satisfies Record<string, readonly FieldType[]>;
export type WidgetId = keyof typeof WIDGET_TYPES;
export const WIDGET_IDS = Object.keys(WIDGET_TYPES) as WidgetId[];

/**
 * Every list and detail renderer a field may name in `display`, with the field types it shows.
 * The column registry (src/registry/columns) implements each id exactly once.
 */
export const DISPLAY_TYPES = {
  text: ['string', 'text', 'integer', 'number', 'date', 'datetime', 'dict', 'reference', 'image', 'file'],
  number: ['integer', 'number'],
  money: ['money'],
  date: ['date', 'datetime'],
  datetime: ['datetime'],
  'dict-tag': ['dict'],
  reference: ['reference'],
  'gun-letter': ['integer'],
  image: ['image'],
  boolean: ['boolean'],
  json: ['json'],
  timeline: ['json'],
} as const satisfies Record<string, readonly FieldType[]>;
export type DisplayId = keyof typeof DISPLAY_TYPES;
export const DISPLAY_IDS = Object.keys(DISPLAY_TYPES) as DisplayId[];

/** Whether a widget or renderer can serve a field of this type. */
export const widgetServes = (id: string, type: string): boolean =>
  ((WIDGET_TYPES as Record<string, readonly string[]>)[id] ?? []).includes(type);
export const displayServes = (id: string, type: string): boolean =>
  ((DISPLAY_TYPES as Record<string, readonly string[]>)[id] ?? []).includes(type);

const idUnion = (ids: readonly string[], description: string) =>
  Type.Union(
    ids.map((id) => Type.Literal(id)),
    { description },
  );

/** The presentation properties of a field, spread into FieldDef. */
export const PresentationProps = {
  widget: Type.Optional(
    idUnion(
      WIDGET_IDS,
      'Form widget that edits the field; chosen from the type when omitted. It must support the field type.',
    ),
  ),
  display: Type.Optional(
    idUnion(DISPLAY_IDS, 'Renderer of the field in lists and details; chosen from the type when omitted.'),
  ),
  widgetProps: Type.Optional(
    Type.Record(
      Type.String({ pattern: '^[a-z][A-Za-z0-9]*$' }),
      Type.Union([Type.String(), Type.Number(), Type.Boolean()]),
      {
        description:
          'Props given to the widget as they are, e.g. { "kind": "latitude" } for "coordinate" or { "rows": 6 } for "textarea".',
      },
    ),
  ),
};
