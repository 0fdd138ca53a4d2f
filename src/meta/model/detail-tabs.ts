import { Type, type Static } from '@sinclair/typebox';
import { Identifier, LocalizedText } from './common';

/** Lists the rows of another entity whose reference (or references) field names this row. */
export const RelatedList = Type.Object(
  {
    entity: Identifier('The entity whose rows are listed.'),
    field: Type.String({
      pattern: '^[a-z][A-Za-z0-9]*(\\.[a-z][A-Za-z0-9]*)?$',
      description:
        'Its reference (or references) field that points back to this entity, or one hop "reference.field" when its rows reach this entity through another (a station\'s guns: "pileId.stationId"); it must be one of its list filters.',
    }),
    match: Type.Optional(
      Identifier(
        'This row\'s field whose value the listed rows\' field holds, when they meet on a value rather than on this row\'s id: a card\'s bills by its card number (field "cardNo", match "cardNo"), its recharges by its account (field "accountId", match "accountId"). The row\'s id when omitted.',
      ),
    ),
    filters: Type.Optional(
      Type.Record(Type.String({ pattern: '^[a-z][A-Za-z0-9]*$' }), Type.Union([Type.String(), Type.Integer()]), {
        description:
          'Fixed values of more of its list filters: a gun\'s running session is its bill with "billStatus" 1.',
      }),
    ),
    title: Type.Optional(LocalizedText),
  },
  { additionalProperties: false },
);
export type RelatedList = Static<typeof RelatedList>;

const TabGroup = Type.Object(
  {
    title: LocalizedText,
    fields: Type.Array(Identifier('A declared field name.'), { description: 'Fields in this group, in order.' }),
  },
  { additionalProperties: false },
);

/**
 * One tab of a detail page: titled groups of this row's fields, or a list of related rows.
 * The detail's own groups always come first, as the "basic information" tab.
 */
export const DetailTab = Type.Object(
  {
    key: Identifier('Unique within the detail; the tab is linked as ?tab=<key>.'),
    title: LocalizedText,
    groups: Type.Optional(Type.Array(TabGroup, { minItems: 1, description: 'Groups of fields shown in this tab.' })),
    related: Type.Optional(RelatedList),
  },
  {
    additionalProperties: false,
    description: 'A tab of the detail page: either "groups" of fields or one "related" list.',
  },
);
export type DetailTab = Static<typeof DetailTab>;
