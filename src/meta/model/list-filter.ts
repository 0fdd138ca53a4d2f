import { Type, type Static } from '@sinclair/typebox';

/** Ranges a date-range filter offers as presets, and may start with: the current day, week ... */
export const DATE_RANGE_PRESETS = ['today', 'week', 'month', 'quarter', 'year'] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

const FilterPath = Type.String({
  pattern: '^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*)?$',
  description:
    'A declared field, or a field of a referenced entity as "<reference field>.<field>" (e.g. "stationId.city"; the referenced entity\'s name works when one reference field points to it).',
});

/** One filter of the list: a field (or a referenced entity's field), with an optional default range. */
export const ListFilter = Type.Union([
  FilterPath,
  Type.Object(
    {
      field: FilterPath,
      defaultRange: Type.Optional(
        Type.Union(
          DATE_RANGE_PRESETS.map((p) => Type.Literal(p)),
          {
            description:
              'Date and datetime filters: the list opens with this range (the current day, week, month, quarter or year) and the server applies it to a request that sends none, so that a large table never opens unfiltered.',
          },
        ),
      ),
    },
    { additionalProperties: false },
  ),
]);
export type ListFilter = Static<typeof ListFilter>;
