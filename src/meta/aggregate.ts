/**
 * The aggregate request shared by the server's aggregate route and the screens that ask it:
 * `POST /api/<service>/<resource>/aggregate` with
 * `{ filters, dimensions: ['stationId', 'startTime:month', 'stationId.city'], measures:
 * ['count', 'sum:amount', 'avg:energy', 'countDistinct:memberMobile'], order?, limit? }`.
 * A dimension is a field, a date or datetime field with a bucket, or one reference hop; a
 * measure is a function with a numeric field (any field for countDistinct; none for count),
 * or with the difference of two fields (`avg:endSoc-startSoc`; two datetimes give the hours
 * between them, `sum:endTime-startTime`), optionally over the rows with one value of a field
 * only (`count|status=2`). `where` narrows every measured row (`vehicleId.operationType=GongJiao`).
 */
export const AGGREGATE_BUCKETS = [
  'hour',
  'day',
  'week',
  'month',
  'quarter',
  'year',
  'hourOfDay',
  'quarterHourOfDay',
  'weekday',
] as const;
export type AggregateBucket = (typeof AGGREGATE_BUCKETS)[number];

export const AGGREGATE_FUNCTIONS = ['count', 'sum', 'avg', 'min', 'max', 'countDistinct'] as const;
export type AggregateFunction = (typeof AGGREGATE_FUNCTIONS)[number];

/** Groups one answer holds at most (a ranking asks for fewer with `limit`). */
export const MAX_AGGREGATE_GROUPS = 5000;

export interface AggregateBody {
  filters?: Record<string, unknown>;
  /** Conditions every measured row meets (`field=value`, `reference.field=value`): a report's scope. */
  where?: string[];
  dimensions?: string[];
  measures: string[];
  order?: { by: string; desc?: boolean };
  limit?: number;
}

export interface AggregateRow {
  [key: string]: unknown;
  /** Labels of reference dimensions, by dimension key. */
  $labels: Record<string, string>;
}

export interface AggregateAnswer {
  rows: AggregateRow[];
  /** Every measure over all matching rows (not only the groups answered). */
  summary: Record<string, number>;
  /** More groups matched than `limit`. */
  truncated: boolean;
}

const NAME = /^[a-zA-Z][a-zA-Z0-9]*$/;
/** A field, or `jsonField.itemField`: a field of the items of a JSON list (a bill's periods). */
const FIELD_PATH = /^[a-zA-Z][a-zA-Z0-9]*(\.[a-zA-Z][a-zA-Z0-9]*)?$/;

export function parseDimension(spec: string): { path: string[]; bucket?: AggregateBucket } | undefined {
  const [pathText, bucket, extra] = spec.split(':');
  if (extra !== undefined) return undefined;
  const path = pathText.split('.');
  if (path.length > 2 || !path.every((part) => NAME.test(part))) return undefined;
  if (bucket !== undefined && !(AGGREGATE_BUCKETS as readonly string[]).includes(bucket)) return undefined;
  return { path, bucket: bucket as AggregateBucket | undefined };
}

export interface ParsedMeasure {
  fn: AggregateFunction;
  field?: string;
  /** `field-other`: the measure is over the difference of two fields of each row. */
  minus?: string;
  /** `|field=value`: only the rows with that value count. */
  where?: { field: string; value: string };
}

export function parseMeasure(spec: string): ParsedMeasure | undefined {
  const [head, condition, more] = spec.split('|');
  if (more !== undefined) return undefined;
  const [fn, fieldText, extra] = head.split(':');
  if (extra !== undefined || !(AGGREGATE_FUNCTIONS as readonly string[]).includes(fn)) return undefined;
  const [field, minus, more2] = fieldText === undefined ? [] : fieldText.split('-');
  if (more2 !== undefined) return undefined;
  if (field !== undefined && !FIELD_PATH.test(field)) return undefined;
  if (minus !== undefined && (!NAME.test(minus) || !NAME.test(field))) return undefined;
  let where: ParsedMeasure['where'];
  if (condition !== undefined) {
    const at = condition.indexOf('=');
    const whereField = condition.slice(0, at);
    const value = condition.slice(at + 1);
    if (at < 1 || !FIELD_PATH.test(whereField) || !/^[A-Za-z0-9_.-]+$/.test(value)) return undefined;
    where = { field: whereField, value };
  }
  return { fn: fn as AggregateFunction, field, ...(minus !== undefined ? { minus } : {}), where };
}

/** A fixed condition on the rows: `field=value` or, over one reference hop, `reference.field=value`. */
export interface ParsedCondition {
  path: string[];
  value: string;
}

export function parseCondition(spec: string): ParsedCondition | undefined {
  const at = spec.indexOf('=');
  if (at < 1) return undefined;
  const path = spec.slice(0, at).split('.');
  const value = spec.slice(at + 1);
  if (path.length > 2 || !path.every((part) => NAME.test(part)) || !/^[A-Za-z0-9_.-]+$/.test(value)) return undefined;
  return { path, value };
}

/**
 * A measure over the items of a JSON list field: `sum:periods.energyWh`, optionally over the
 * items with one value (`|periods.ratePeriod=Jian`). Each row's items are summed first, then
 * the rows, so the total is still the sum of the rows.
 */
export interface ItemMeasure {
  list: string;
  field: string;
  where?: { field: string; value: string };
}

/** The item measure of a parsed measure, or undefined when it measures the rows' own fields. */
export function itemMeasure(parsed: ParsedMeasure): ItemMeasure | undefined {
  const [list, field] = (parsed.field ?? '').split('.');
  if (!field) return undefined;
  const [whereList, whereField] = (parsed.where?.field ?? '').split('.');
  return {
    list,
    field,
    where:
      parsed.where && whereField && whereList === list ? { field: whereField, value: parsed.where.value } : undefined,
  };
}

interface FieldShape {
  type: string;
  ref?: { entity: string };
  /** A JSON list's item fields. */
  sub?: { fields: Record<string, FieldShape> };
}
interface EntityShape {
  fields: Record<string, FieldShape>;
}

const NUMERIC_TYPES = new Set(['integer', 'number', 'money']);
const TIME_TYPES = new Set(['date', 'datetime']);
const GROUP_TYPES = new Set(['string', 'dict', 'reference', 'boolean', 'integer', 'date', 'datetime', 'number']);
const IMPLICIT_TIMES = new Set(['createdAt', 'updatedAt']);

const shapeOf = (entity: EntityShape, name: string): FieldShape | undefined =>
  IMPLICIT_TIMES.has(name)
    ? { type: 'datetime' }
    : Object.hasOwn(entity.fields, name)
      ? entity.fields[name]
      : undefined;

/**
 * Why a dimension cannot group the entity's rows, or undefined when it can: the checks the
 * server's aggregate route applies, for the schema linter (report declarations).
 */
export function dimensionProblem(
  entity: EntityShape,
  spec: string,
  entityNamed: (name: string) => EntityShape | undefined,
): string | undefined {
  const parsed = parseDimension(spec);
  if (!parsed) return `"${spec}" is not a dimension ("field", "field:bucket" or "reference.field")`;
  let field = shapeOf(entity, parsed.path[0]);
  if (!field) return `unknown field "${parsed.path[0]}"`;
  if (parsed.path.length === 2) {
    const target = field.type === 'reference' && field.ref ? entityNamed(field.ref.entity) : undefined;
    if (!target) return `"${parsed.path[0]}" is not a reference to a known entity`;
    field = shapeOf(target, parsed.path[1]);
    if (!field) return `unknown field "${parsed.path[1]}" of "${parsed.path[0]}"`;
  }
  if (!GROUP_TYPES.has(field.type)) return `a ${field.type} field cannot group rows`;
  if (parsed.bucket && !TIME_TYPES.has(field.type)) return `a bucket needs a date or datetime field`;
  if (!parsed.bucket && field.type === 'datetime') return `a datetime groups by a bucket ("${spec}:day")`;
  return undefined;
}

/** Why a measure cannot be computed over the entity's rows, or undefined when it can. */
export function measureProblem(entity: EntityShape, spec: string): string | undefined {
  const parsed = parseMeasure(spec);
  if (!parsed) return `"${spec}" is not a measure ("count", "sum:field", "count|field=value")`;
  if (parsed.field?.includes('.')) return itemMeasureProblem(entity, parsed);
  if (parsed.where?.field.includes('.')) return `"${parsed.where.field}" selects items: measure "sum:<list>.<field>"`;
  if (parsed.where) {
    const field = shapeOf(entity, parsed.where.field);
    if (!field || !GROUP_TYPES.has(field.type) || TIME_TYPES.has(field.type))
      return `"${parsed.where.field}" cannot select rows by one value`;
  }
  if (parsed.fn === 'count') return parsed.field ? `count takes no field` : undefined;
  if (parsed.minus !== undefined) return differenceProblem(entity, parsed);
  const field = parsed.field ? shapeOf(entity, parsed.field) : undefined;
  if (!field) return `unknown field "${parsed.field ?? ''}"`;
  if (parsed.fn !== 'countDistinct' && !NUMERIC_TYPES.has(field.type))
    return `${parsed.fn} needs a numeric field, "${parsed.field}" is ${field.type}`;
  return undefined;
}

/**
 * The kind of a difference of two fields (`endSoc-startSoc`, `endTime-startTime`): both numeric
 * (the difference itself) or both datetimes (the hours between them); undefined when neither.
 */
export function differenceKind(entity: EntityShape, field: string, minus: string): 'number' | 'hours' | undefined {
  const a = shapeOf(entity, field);
  const b = shapeOf(entity, minus);
  if (!a || !b) return undefined;
  if (NUMERIC_TYPES.has(a.type) && NUMERIC_TYPES.has(b.type)) return 'number';
  if (a.type === 'datetime' && b.type === 'datetime') return 'hours';
  return undefined;
}

function differenceProblem(entity: EntityShape, parsed: ParsedMeasure): string | undefined {
  if (parsed.fn === 'countDistinct') return `countDistinct does not measure a difference`;
  for (const name of [parsed.field!, parsed.minus!]) if (!shapeOf(entity, name)) return `unknown field "${name}"`;
  if (!differenceKind(entity, parsed.field!, parsed.minus!))
    return `"${parsed.field}-${parsed.minus}" needs two numeric fields or two datetimes`;
  return undefined;
}

/** Why a fixed condition cannot select the entity's rows, or undefined when it can. */
export function conditionProblem(
  entity: EntityShape,
  spec: string,
  entityNamed: (name: string) => EntityShape | undefined,
): string | undefined {
  const parsed = parseCondition(spec);
  if (!parsed) return `"${spec}" is not a condition ("field=value" or "reference.field=value")`;
  let field = shapeOf(entity, parsed.path[0]);
  if (!field) return `unknown field "${parsed.path[0]}"`;
  if (parsed.path.length === 2) {
    const target = field.type === 'reference' && field.ref ? entityNamed(field.ref.entity) : undefined;
    if (!target) return `"${parsed.path[0]}" is not a reference to a known entity`;
    field = shapeOf(target, parsed.path[1]);
    if (!field) return `unknown field "${parsed.path[1]}" of "${parsed.path[0]}"`;
  }
  if (!GROUP_TYPES.has(field.type) || TIME_TYPES.has(field.type)) return `a ${field.type} field cannot select rows`;
  return undefined;
}

/** Why a measure over a JSON list's items cannot be computed (sum of a numeric item field only). */
function itemMeasureProblem(entity: EntityShape, parsed: ParsedMeasure): string | undefined {
  const item = itemMeasure(parsed)!;
  const list = shapeOf(entity, item.list);
  const fields = list?.type === 'json' ? list.sub?.fields : undefined;
  if (!fields) return `"${item.list}" is not a JSON list with declared item fields`;
  if (parsed.fn !== 'sum') return `only sum measures a list's items, not ${parsed.fn}`;
  const field = Object.hasOwn(fields, item.field) ? fields[item.field] : undefined;
  if (!field || !NUMERIC_TYPES.has(field.type)) return `"${item.field}" is not a numeric item field of "${item.list}"`;
  if (parsed.where && !item.where) return `"${parsed.where.field}" is not an item field of "${item.list}"`;
  if (item.where) {
    const by = Object.hasOwn(fields, item.where.field) ? fields[item.where.field] : undefined;
    if (!by || !GROUP_TYPES.has(by.type) || TIME_TYPES.has(by.type))
      return `"${item.where.field}" cannot select items by one value`;
  }
  return undefined;
}
