import { Type, type Static } from '@sinclair/typebox';
import { Identifier } from './common';

/**
 * A rollup: the entity's rows summed per group of a few dimensions (a station and a day, say),
 * kept by the database in the same transaction as every write to the rows. A report or chart
 * whose groups, filters and measures the rollup can answer reads its few thousand rows instead
 * of millions; any other request reads the rows themselves, so the answer is the same either way.
 */
export const RollupDef = Type.Object(
  {
    name: Identifier('Names the rollup table: rollup_<entity table>_<name in snake_case>.'),
    dimensions: Type.Array(Type.String(), {
      minItems: 1,
      maxItems: 6,
      uniqueItems: true,
      description:
        'Fields the rows are grouped by: stored fields of this entity (a reference, a dictionary, a string…), and at most one date or datetime field by day ("startTime:day"), from which weeks, months, quarters and years are summed too. A request filtering or grouping on any other field reads the rows.',
    }),
    measures: Type.Array(Type.String(), {
      minItems: 1,
      maxItems: 40,
      uniqueItems: true,
      description:
        'What each group sums, written as aggregate measures: "sum:field", "sum:field|other=value", "count|field=value", "sum:list.item|list.field=value". The row count is always kept; an average ("avg:field") is answered from its "sum:field".',
    }),
  },
  {
    additionalProperties: false,
    description:
      'A summary table kept current with the rows, e.g. { "name": "stationDay", "dimensions": ["stationId", "startTime:day"], "measures": ["sum:kwh", "sum:totalAmount"] }.',
  },
);
export type RollupDef = Static<typeof RollupDef>;
