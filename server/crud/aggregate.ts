import type { MetaBundle } from '../../src/meta/bundle';
import { isManyReference, isSecret } from '../../src/meta/capabilities';
import {
  MAX_AGGREGATE_GROUPS,
  conditionProblem,
  differenceKind,
  itemMeasure,
  measureProblem,
  parseCondition,
  parseDimension,
  parseMeasure,
  type AggregateAnswer,
  type AggregateRow,
  type AggregateBucket,
  type AggregateFunction,
  type ItemMeasure,
} from '../../src/meta/aggregate';
import type { EntityFile, FieldDef, Locale } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import { validationError } from './crud-error';
import { column, isTenant, table } from './entity-columns';
import { listJoin, message } from '../messages';
import type { Selection } from './page-query';
import { ident, SqlParams } from './sql';
import type { RollupChoice } from './rollup-plan';
import { ROW_COUNT } from '../../src/meta/rollup';
import { targetSeller } from './target-seller';

/**
 * The one aggregate path of the product: group an entity's rows (already narrowed to the
 * caller's seller, filters and stations by the list's own selection) by declared dimensions
 * and compute measures over each group, plus a summary row over all of them. Every identifier
 * comes from the schema; every value is a bind parameter.
 */

const NUMERIC = new Set(['integer', 'number', 'money']);
const TIMES = new Set(['date', 'datetime']);
const GROUPABLE = new Set(['string', 'dict', 'reference', 'boolean', 'integer', 'date', 'datetime', 'number']);

interface ResolvedDimension {
  key: string;
  expression: string;
  /** A reference: its label is selected beside the id. */
  label?: { target: EntityFile; labelField: string; via?: string };
}

interface ResolvedMeasure {
  key: string;
  fn: AggregateFunction;
  /** The measured column over the entity's rows `t` (none for count). */
  input?: string;
  /** `|field=value`: the condition over `t` of the rows it measures. */
  where?: string;
}

const BUCKET_SQL: Record<AggregateBucket, (col: string) => string> = {
  hour: (col) => `to_char(date_trunc('hour', ${col}), 'YYYY-MM-DD HH24:00')`,
  day: (col) => `to_char(${col}::date, 'YYYY-MM-DD')`,
  week: (col) => `to_char(date_trunc('week', ${col})::date, 'YYYY-MM-DD')`,
  month: (col) => `to_char(${col}, 'YYYY-MM')`,
  quarter: (col) => `to_char(${col}, 'YYYY-"Q"Q')`,
  year: (col) => `to_char(${col}, 'YYYY')`,
  hourOfDay: (col) => `extract(hour from ${col})::int`,
  // The quarter hour of the day a time falls in, named by its start ("08:15"): the finest slot
  // of a time-of-day heat map that still reads as a pattern rather than noise.
  quarterHourOfDay: (col) =>
    `to_char(date_trunc('hour', ${col}) + (extract(minute from ${col})::int / 15) * interval '15 minutes', 'HH24:MI')`,
  weekday: (col) => `extract(isodow from ${col})::int`,
};

/** Each function over a column, `f` being the optional `filter (where …)` clause. */
const FUNCTION_SQL: Record<AggregateFunction, (col: string, f: string) => string> = {
  count: (_, f) => `count(*)${f}::float8`,
  sum: (col, f) => `coalesce(sum(${col})${f}, 0)::float8`,
  avg: (col, f) => `avg(${col})${f}::float8`,
  min: (col, f) => `min(${col})${f}::float8`,
  max: (col, f) => `max(${col})${f}::float8`,
  countDistinct: (col, f) => `count(distinct ${col})${f}::float8`,
};

const storedField = (entity: EntityFile, name: string): FieldDef | undefined =>
  Object.hasOwn(entity.fields, name) && !isManyReference(entity.fields[name]) && !isSecret(entity.fields[name])
    ? entity.fields[name]
    : undefined;

const fieldOrImplicit = (entity: EntityFile, name: string): FieldDef | undefined =>
  name === 'createdAt' || name === 'updatedAt'
    ? ({ type: 'datetime', title: { 'zh-CN': name, 'en-US': name } } as FieldDef)
    : storedField(entity, name);

/** `field`, `field:bucket` or `reference.field` (one hop, the target's own seller). */
function resolveDimension(
  entity: EntityFile,
  bundle: MetaBundle,
  spec: string,
  params: SqlParams,
  sellerId: number,
): ResolvedDimension | undefined {
  const parsed = parseDimension(spec);
  if (!parsed) return undefined;
  const { path, bucket } = parsed;
  let field: FieldDef | undefined;
  let col: string;
  let owner = entity;
  if (path.length === 1) {
    field = fieldOrImplicit(entity, path[0]);
    if (!field) return undefined;
    col = `t.${column(path[0])}`;
  } else {
    const via = storedField(entity, path[0]);
    const target = via?.type === 'reference' && via.ref ? bundle.entities.get(via.ref.entity) : undefined;
    field = target ? storedField(target, path[1]) : undefined;
    if (!target || !field) return undefined;
    owner = target;
    const scope = isTenant(target) ? ` and r."seller_id" = ${targetSeller(target, () => params.add(sellerId))}` : '';
    col = `(select r.${column(path[1])} from ${table(target)} r where r."id" = t.${column(path[0])}${scope})`;
  }
  if (!field || !GROUPABLE.has(field.type)) return undefined;
  if (bucket) {
    if (!TIMES.has(field.type)) return undefined;
    return { key: spec, expression: BUCKET_SQL[bucket](col) };
  }
  if (field.type === 'datetime') return undefined; // a timestamp groups nothing: name a bucket
  if (field.type === 'date') return { key: spec, expression: `to_char(${col}, 'YYYY-MM-DD')` };
  const target = field.type === 'reference' && field.ref ? bundle.entities.get(field.ref.entity) : undefined;
  return {
    key: spec,
    expression: col,
    label: target && field.ref ? { target, labelField: field.ref.labelField, via: owner.name } : undefined,
  };
}

function resolveMeasure(entity: EntityFile, spec: string, params: SqlParams): ResolvedMeasure | undefined {
  const parsed = parseMeasure(spec);
  if (!parsed) return undefined;
  if (parsed.field?.includes('.') || parsed.where?.field.includes('.')) {
    if (measureProblem(entity, spec)) return undefined;
    return { key: spec, fn: 'sum', input: itemSum(itemMeasure(parsed)!, params) };
  }
  let where: string | undefined;
  if (parsed.where) {
    const field = storedField(entity, parsed.where.field);
    if (!field || !GROUPABLE.has(field.type) || TIMES.has(field.type)) return undefined;
    where = `t.${column(parsed.where.field)}::text = ${params.add(parsed.where.value)}`;
  }
  if (parsed.fn === 'count') return parsed.field ? undefined : { key: spec, fn: 'count', where };
  if (parsed.minus !== undefined) {
    if (measureProblem(entity, spec)) return undefined;
    const [a, b] = [`t.${column(parsed.field!)}`, `t.${column(parsed.minus)}`];
    const input =
      differenceKind(entity, parsed.field!, parsed.minus) === 'hours'
        ? `(extract(epoch from (${a} - ${b})) / 3600.0)`
        : `(${a} - ${b})`;
    return { key: spec, fn: parsed.fn, input, where };
  }
  const field = parsed.field ? fieldOrImplicit(entity, parsed.field) : undefined;
  if (!field || !parsed.field) return undefined;
  if (parsed.fn !== 'countDistinct' && !NUMERIC.has(field.type)) return undefined;
  return { key: spec, fn: parsed.fn, input: `t.${column(parsed.field)}`, where };
}

/**
 * Each row's sum over the items of its JSON list (only the items with one value when asked);
 * the names come from the schema (checked by measureProblem), the value is a bind parameter.
 */
function itemSum(item: ItemMeasure, params: SqlParams): string {
  const items = `case when jsonb_typeof(t.${column(item.list)}) = 'array' then t.${column(item.list)} else '[]'::jsonb end`;
  const where = item.where ? ` where e->>'${item.where.field}' = ${params.add(item.where.value)}` : '';
  return `(select sum((e->>'${item.field}')::float8) from jsonb_array_elements(${items}) e${where})`;
}

/**
 * A fixed condition (`field=value`, `reference.field=value`) as SQL over `t`: names from the
 * schema, the value a bind parameter, a hop's target within its own seller.
 */
function resolveCondition(
  entity: EntityFile,
  bundle: MetaBundle,
  spec: string,
  params: SqlParams,
  sellerId: number,
): string | undefined {
  const parsed = parseCondition(spec);
  if (!parsed || conditionProblem(entity, spec, (name) => bundle.entities.get(name))) return undefined;
  const [own, hop] = parsed.path;
  if (!storedField(entity, own)) return undefined;
  if (!hop) return `t.${column(own)}::text = ${params.add(parsed.value)}`;
  const target = bundle.entities.get(entity.fields[own].ref!.entity)!;
  if (!storedField(target, hop)) return undefined;
  const scope = isTenant(target) ? ` and r."seller_id" = ${targetSeller(target, () => params.add(sellerId))}` : '';
  return (
    `exists (select 1 from ${table(target)} r where r."id" = t.${column(own)}${scope}` +
    ` and r.${column(hop)}::text = ${params.add(parsed.value)})`
  );
}

/** A list of strings from a request body ([] when absent), or undefined when it is not one. */
export const stringList = (value: unknown): string[] | undefined =>
  value === undefined
    ? []
    : Array.isArray(value) && value.every((item) => typeof item === 'string')
      ? value
      : undefined;

export interface AggregateRequest {
  /** The body's `where`, as SQL conditions over `t`. */
  conditions: string[];
  dimensions: ResolvedDimension[];
  measures: ResolvedMeasure[];
  order?: { key: string; desc: boolean };
  limit: number;
}

/** Checks the body's dimensions, measures, order and limit against the schema. */
export function parseAggregateBody(
  entity: EntityFile,
  bundle: MetaBundle,
  body: Record<string, unknown>,
  params: SqlParams,
  sellerId: number,
  locale: Locale,
  options: { fromRollup?: boolean } = {},
): AggregateRequest {
  // A rollup reads its own columns: the measures over the rows are checked, not bound (a
  // statement may not carry parameters it does not use).
  const measureParams = options.fromRollup ? new SqlParams() : params;
  const dimensionSpecs = stringList(body.dimensions);
  const measureSpecs = stringList(body.measures);
  const conditionSpecs = stringList(body.where);
  const bad: string[] = [];
  if (!dimensionSpecs) bad.push('dimensions');
  if (!conditionSpecs || conditionSpecs.length > 8) bad.push('where');
  const conditions: string[] = [];
  for (const spec of conditionSpecs ?? []) {
    const resolved = resolveCondition(entity, bundle, spec, params, sellerId);
    if (resolved) conditions.push(resolved);
    else bad.push(spec);
  }
  if (!measureSpecs || measureSpecs.length === 0) bad.push('measures');
  const dimensions: ResolvedDimension[] = [];
  const measures: ResolvedMeasure[] = [];
  for (const spec of dimensionSpecs ?? []) {
    const resolved = resolveDimension(entity, bundle, spec, params, sellerId);
    if (resolved) dimensions.push(resolved);
    else bad.push(spec);
  }
  for (const spec of measureSpecs ?? []) {
    const resolved = resolveMeasure(entity, spec, measureParams);
    if (resolved) measures.push(resolved);
    else bad.push(spec);
  }
  let order: AggregateRequest['order'];
  if (body.order !== undefined) {
    const raw = body.order as { by?: unknown; desc?: unknown } | null;
    const key = typeof raw?.by === 'string' ? raw.by : undefined;
    if (!key || ![...dimensions, ...measures].some((item) => item.key === key)) bad.push('order');
    else order = { key, desc: raw?.desc === true };
  }
  const limit = body.limit === undefined ? MAX_AGGREGATE_GROUPS : Number(body.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_AGGREGATE_GROUPS) bad.push('limit');
  if (dimensions.length > 4) bad.push('dimensions');
  if (bad.length > 0) {
    const errors = bad.map((field) => ({ field, message: message(locale, 'badAggregate', field) }));
    throw validationError(message(locale, 'badAggregate', listJoin(locale, bad)), errors);
  }
  return { conditions, dimensions, measures, order, limit };
}

interface MeasureSql {
  /** Columns of each row (`t`) the measures need, named m0…, w0…, c0…. */
  base: string[];
  /** Each measure over a group of those rows (`b`), named by its key. */
  meas: string[];
  /** Which groups to keep, when not all. */
  having?: string;
  from: string;
}

/** Measures over the entity's own rows. */
function rowMeasures(measures: ResolvedMeasure[], from: string): MeasureSql {
  return {
    base: [
      ...measures.flatMap((m, i) => (m.input ? [`${m.input} as "m${i}"`] : [])),
      ...measures.flatMap((m, i) => (m.where ? [`coalesce(${m.where}, false) as "w${i}"`] : [])),
    ],
    meas: measures.map(
      (m, i) => `${FUNCTION_SQL[m.fn](`b."m${i}"`, m.where ? ` filter (where b."w${i}")` : '')} as ${quote(m.key)}`,
    ),
    from,
  };
}

/**
 * The same measures from a rollup's group rows: sums of its sums, an average its sum over its
 * count of values; a group whose rows were all deleted (count 0) is no group.
 */
function rollupMeasures(measures: ResolvedMeasure[], rollup: RollupChoice, dimColumns: string[]): MeasureSql {
  const reads = measures.map((m) => rollup.reads.get(m.key)!);
  return {
    base: [
      `t.${ident(ROW_COUNT)} as "__n"`,
      ...reads.flatMap((read, i) => [
        `t.${ident(read.column)} as "m${i}"`,
        ...(read.kind === 'avg' ? [`t.${ident(read.valueCount)} as "c${i}"`] : []),
      ]),
    ],
    meas: reads.map(
      (read, i) =>
        `${read.kind === 'avg' ? `(sum(b."m${i}") / nullif(sum(b."c${i}"), 0))::float8` : `coalesce(sum(b."m${i}"), 0)::float8`} as ${quote(measures[i].key)}`,
    ),
    having: dimColumns.length ? `grouping(${dimColumns.join(', ')}) <> 0 or sum(b."__n") <> 0` : undefined,
    from: ident(rollup.table),
  };
}

const quote = (key: string) => `"${key.replace(/"/g, '')}"`;
const LABEL_PREFIX = '$label:';

/**
 * Groups and measures in one statement: `grouping sets ((dims), ())` gives the groups and the
 * summary row together, from the same snapshot, so that the total always equals its rows.
 */
export async function runAggregate(
  db: Queryable,
  entity: EntityFile,
  selection: Selection,
  request: AggregateRequest,
  sellerId: number,
  rollup?: RollupChoice,
): Promise<AggregateAnswer> {
  const { params } = selection;
  const { conditions, dimensions, measures, order, limit } = request;
  const listWhere = selection.where.replace(/^where /, '');
  const where = [...(listWhere ? [`(${listWhere})`] : []), ...conditions];
  const dimColumns = dimensions.map((_, i) => `b."d${i}"`);
  const { base, meas, having, from } = rollup
    ? rollupMeasures(measures, rollup, dimColumns)
    : rowMeasures(measures, table(entity));
  // The rows first, as plain columns d0… and m0…; then the groups over those columns.
  const columns = [...dimensions.map((d, i) => `${d.expression} as "d${i}"`), ...base];
  const source = `(select ${columns.join(', ') || '1 as "one"'} from ${from} t ${where.length ? `where ${where.join(' and ')}` : ''}) b`;
  const dims = dimensions.map((d, i) => `${dimColumns[i]} as ${quote(d.key)}`);
  const grouping = dimensions.length ? `, grouping(${dimColumns.join(', ')}) as "__total"` : `, 1 as "__total"`;
  const groupBy = dimensions.length
    ? `group by grouping sets ((${dimColumns.join(', ')}), ())${having ? ` having ${having}` : ''}`
    : '';
  const inner = `select ${[...dims, ...meas].join(', ')}${grouping} from ${source} ${groupBy}`;
  const labels = dimensions
    .filter((d) => d.label)
    .map((d) => {
      const { target, labelField } = d.label!;
      const scope = isTenant(target) ? ` and r."seller_id" = ${targetSeller(target, () => params.add(sellerId))}` : '';
      return `, (select r.${column(labelField)}::text from ${table(target)} r where r."id" = g.${quote(d.key)}${scope}) as ${quote(LABEL_PREFIX + d.key)}`;
    })
    .join('');
  const orderKeys = order
    ? `${quote(order.key)} ${order.desc ? 'desc' : 'asc'} nulls last`
    : dimensions.map((d) => `${quote(d.key)} asc nulls last`).join(', ') || '1';
  const sql = `select g.*${labels} from (${inner}) g order by g."__total" desc, ${orderKeys}`;
  const { rows } = await db.query<Record<string, unknown>>(sql, params.values);
  const total = rows.find((row) => Number(row.__total) !== 0);
  const groups = rows.filter((row) => Number(row.__total) === 0 || dimensions.length === 0);
  const shape = (row: Record<string, unknown>): AggregateRow => {
    const out: AggregateRow = { $labels: {} };
    const rowLabels: Record<string, string> = {};
    for (const key in row) {
      if (key === '__total') continue;
      if (key.startsWith(LABEL_PREFIX)) {
        if (row[key] != null) rowLabels[key.slice(LABEL_PREFIX.length)] = String(row[key]);
      } else out[key] = row[key];
    }
    out.$labels = rowLabels;
    return out;
  };
  const summary: Record<string, number> = {};
  for (const m of measures) summary[m.key] = total ? Number(total[m.key] ?? 0) : 0;
  const kept = dimensions.length ? groups.slice(0, limit) : [];
  return {
    rows: kept.map(shape),
    summary,
    truncated: dimensions.length > 0 && groups.length > limit,
  };
}
