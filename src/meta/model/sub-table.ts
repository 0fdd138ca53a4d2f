import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Identifier } from './common';

/**
 * A 24-hour timeline over the rows: each row covers [start, end) of one day, written "HH:mm"
 * (end may be "24:00"). Rows may not overlap; with fullDay they must also cover the whole day.
 */
export const TimelineDef = Type.Object(
  {
    start: Identifier('Row field holding the start time, "HH:mm".'),
    end: Identifier('Row field holding the end time, "HH:mm"; "24:00" ends the day.'),
    fullDay: Type.Optional(
      Type.Boolean({ description: 'The rows must cover 00:00 to 24:00 without gaps; otherwise gaps are allowed.' }),
    ),
    colorField: Type.Optional(
      Identifier('A dict row field whose item colours paint the timeline (e.g. the rate period).'),
    ),
  },
  { additionalProperties: false, description: 'Draws the rows on a 24-hour bar and refuses overlaps and gaps.' },
);
export type TimelineDef = Static<typeof TimelineDef>;

export const SumRule = Type.Object(
  {
    field: Identifier('A numeric row field.'),
    equals: Type.Number({ description: 'The values of all rows must add up to this, e.g. 100 for ratios.' }),
  },
  { additionalProperties: false },
);
export type SumRule = Static<typeof SumRule>;

/**
 * In a status action's form: the table starts with one row for each value of one of the
 * record's "references" fields (an inspection's checklist items), so that the form asks for
 * each of them. Rows the record already holds for a value are kept as they are.
 */
export const RowsFrom = Type.Object(
  {
    field: Identifier('A "references" field of the record: one row per row it refers to.'),
    key: Identifier('The row field, a reference to the same entity, that holds the value.'),
  },
  {
    additionalProperties: false,
    description:
      "A status action form's table starts with one row per value of the record's references field, keeping the rows recorded for them.",
  },
);
export type RowsFrom = Static<typeof RowsFrom>;

/**
 * Child rows edited inside the parent's form and saved with it in one transaction. The rows are
 * kept in the parent's jsonb column: they belong to the parent alone and are read and written
 * only with it. Rows that reports or filters must reach on their own belong in an entity of
 * their own with a reference to the parent.
 */
export const SubRowsDef = <T extends TSchema>(rowField: T) =>
  Type.Object(
    {
      fields: Type.Record(Type.String({ pattern: '^[a-z][A-Za-z0-9]*$' }), rowField, {
        additionalProperties: false,
        description: 'Fields of one row by name (camelCase); the same types and rules as entity fields.',
      }),
      columns: Type.Optional(
        Type.Array(Identifier('A row field name.'), { description: 'Column order; the order of fields when omitted.' }),
      ),
      minRows: Type.Optional(Type.Integer({ minimum: 0, description: 'Fewest rows accepted.' })),
      maxRows: Type.Optional(
        Type.Integer({ minimum: 1, maximum: 500, description: 'Most rows accepted; 100 when omitted.' }),
      ),
      sums: Type.Optional(Type.Array(SumRule, { description: 'Totals over the rows that must hold.' })),
      timeline: Type.Optional(TimelineDef),
      rowsFrom: Type.Optional(RowsFrom),
    },
    { additionalProperties: false, description: 'This json field holds child rows edited as a table in the form.' },
  );
