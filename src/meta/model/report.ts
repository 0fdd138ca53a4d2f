import { Type, type Static } from '@sinclair/typebox';
import { LocalizedText } from './common';
import { DATE_RANGE_PRESETS } from './list-filter';

/**
 * A report table declared in JSON (REPORT capability): the rows of one entity grouped by
 * dimensions and measured, with a date range and its presets, the list's filters, a summary
 * row, two-level headers and an Excel export. A MENU item carrying `report` shows it.
 */
const ReportDimension = Type.Object(
  {
    key: Type.String({
      pattern: '^[A-Za-z][A-Za-z0-9]*(\\.[A-Za-z][A-Za-z0-9]*)?(:[A-Za-z]+)?$',
      description:
        'A field of the entity ("stationId", "status"), a date or datetime field with a bucket ("startTime:day", ' +
        '"startTime:month"; hour, day, week, month, quarter, year, hourOfDay, quarterHourOfDay, weekday), or one reference hop ' +
        '("stationId.city").',
    }),
    title: LocalizedText,
  },
  { additionalProperties: false },
);

const ReportMeasure = Type.Object(
  {
    key: Type.String({
      pattern:
        '^((count|sum|avg|min|max|countDistinct)(:[A-Za-z][A-Za-z0-9]*(\\.[A-Za-z][A-Za-z0-9]*|-[A-Za-z][A-Za-z0-9]*)?)?(\\|[A-Za-z][A-Za-z0-9]*(\\.[A-Za-z][A-Za-z0-9]*)?=[A-Za-z0-9_.-]+)?|[a-z][A-Za-z0-9]*)$',
      description:
        '"count", or "<sum|avg|min|max>:<numeric field>", or "countDistinct:<field>"; "|<field>=<value>" counts ' +
        'only the rows with that value (e.g. "count|status=2": the used coupons); "sum:<json list>.<item field>" ' +
        'sums the items of a JSON list, "|<list>.<item field>=<value>" only those items ' +
        '("sum:periods.energyWh|periods.ratePeriod=Jian"); "<sum|avg|min|max>:<field>-<field>" measures the ' +
        'difference of two numeric fields of each row ("avg:endSoc-startSoc"), or the hours between two datetimes ' +
        '("sum:endTime-startTime"); a computed ratio (`ratioOf`) has a name of its own ' +
        '("redemption").',
    }),
    title: LocalizedText,
    group: Type.Optional({
      ...LocalizedText,
      description: 'The upper header over this and the next measures of the same group (two-level headers).',
    }),
    format: Type.Optional(
      Type.Union([Type.Literal('integer'), Type.Literal('number'), Type.Literal('money'), Type.Literal('percent')], {
        description: 'money: fen shown as yuan; percent: a ratio shown as a percentage. Default: number.',
      }),
    ),
    divideBy: Type.Optional(
      Type.Number({
        exclusiveMinimum: 0,
        description: 'Shown (and exported) divided by this: 1000 shows Wh as kWh. Money is already shown in yuan.',
      }),
    ),
    ratioOf: Type.Optional(
      Type.Array(Type.String(), {
        minItems: 2,
        maxItems: 2,
        description: 'A computed column: [numerator measure key, denominator measure key] of this report.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const ReportDefinition = Type.Object(
  {
    entity: Type.String({ description: 'The entity whose rows the report measures (its list permission applies).' }),
    dimensions: Type.Array(ReportDimension, { maxItems: 4, description: 'The row groups, as leading columns.' }),
    measures: Type.Array(ReportMeasure, { minItems: 1, description: 'The measured columns.' }),
    dateField: Type.Optional(
      Type.String({ description: 'The date or datetime list filter of the entity the date range applies to.' }),
    ),
    defaultRange: Type.Optional(
      Type.Union([...DATE_RANGE_PRESETS.map((p) => Type.Literal(p)), Type.Literal('all')], {
        description: 'The range the report opens with (default: month).',
      }),
    ),
    filters: Type.Optional(
      Type.Array(Type.String(), { description: 'More list filters of the entity offered above the table.' }),
    ),
    where: Type.Optional(
      Type.Array(
        Type.String({
          pattern: '^[A-Za-z][A-Za-z0-9]*(\\.[A-Za-z][A-Za-z0-9]*)?=[A-Za-z0-9_.-]+$',
          description: 'A condition: "field=value", or over one reference hop "vehicleId.operationType=GongJiao".',
        }),
        { description: 'Conditions every measured row meets: the rows the report is about (its scope).' },
      ),
    ),
    summary: Type.Optional(Type.Boolean({ description: 'A total row under the table (default true).' })),
    chart: Type.Optional(
      Type.Object(
        {
          kind: Type.Union([
            Type.Literal('column'),
            Type.Literal('bar'),
            Type.Literal('line'),
            Type.Literal('pie'),
            Type.Literal('stackedColumn'),
            Type.Literal('groupedColumn'),
          ]),
          measure: Type.Union([Type.String(), Type.Array(Type.String(), { minItems: 2, maxItems: 12 })], {
            description:
              'The measure key drawn over the first dimension, or several measure keys drawn as series ' +
              '(stacked with stackedColumn, side by side with groupedColumn, one line each with line).',
          }),
        },
        { additionalProperties: false, description: 'A chart of one measure above the table.' },
      ),
    ),
  },
  { additionalProperties: false, description: 'A report table: grouped, measured, filtered, totalled, exported.' },
);
export type ReportDefinition = Static<typeof ReportDefinition>;
export type ReportMeasure = Static<typeof ReportMeasure>;
