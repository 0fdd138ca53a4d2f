import { Type, type Static } from '@sinclair/typebox';
import { Identifier, LocalizedText } from './common';

/** One figure of a summary panel: an aggregate measure of the panel's rows. */
export const SummaryFigure = Type.Object(
  {
    measure: Type.String({
      description:
        'A measure of the aggregate route over the panel\'s entity: "count", "sum:kwh", "sum:totalAmount", "count|billStatus=1". A money field is shown in yuan.',
    }),
    title: LocalizedText,
    unit: Type.Optional(Type.String({ maxLength: 12, description: 'Shown after the figure ("kWh").' })),
  },
  { additionalProperties: false },
);
export type SummaryFigure = Static<typeof SummaryFigure>;

/**
 * A panel of figures at the top of a detail page, asked of the aggregate route of another
 * entity over its rows that reference this row: a station's energy and revenue of today from
 * its bills, or its guns counted by status. The route applies the caller's seller and station
 * scope, so the panel never counts a row the caller's list of that entity would hide.
 */
export const DetailSummary = Type.Object(
  {
    key: Identifier('Unique within the detail.'),
    title: LocalizedText,
    entity: Identifier('The entity whose rows are measured.'),
    field: Type.String({
      pattern: '^[a-z][A-Za-z0-9]*(\\.[a-z][A-Za-z0-9]*)?$',
      description:
        'Its reference field that points back to this entity, or one hop "reference.field" (a station\'s guns: "pileId.stationId"); one of its list filters.',
    }),
    today: Type.Optional(
      Identifier(
        "A date or datetime list filter of the entity: only its rows of today (on the caller's calendar) are measured.",
      ),
    ),
    figures: Type.Optional(Type.Array(SummaryFigure, { minItems: 1, description: 'The figures, in order.' })),
    countBy: Type.Optional(
      Identifier(
        'A dictionary field of the entity: its rows are counted per value, every value of the dictionary shown (a gun status summary).',
      ),
    ),
  },
  {
    additionalProperties: false,
    description: 'A panel of today\'s figures or of counts per status: "figures", "countBy", or both.',
  },
);
export type DetailSummary = Static<typeof DetailSummary>;
