import { Type, type TLiteral } from '@sinclair/typebox';
import { DISPLAY_IDS, WIDGET_IDS } from './presentation-ids';

export * from './presentation-ids';

const idUnion = <T extends string>(ids: readonly T[], description: string) =>
  Type.Union(ids.map((id) => Type.Literal(id)) as TLiteral<T>[], { description });

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
