import { dimensionProblem, measureProblem, parseDimension, parseMeasure, type AggregateBucket } from './aggregate';
import type { EntityFile } from './model/entity';
import type { RollupDef } from './model/rollup';

/**
 * How a rollup declaration maps onto its table and onto aggregate requests. The table has the
 * seller, one column per dimension under the entity's own column name (the grouped time field
 * holds its day), the row count `_n`, and per measure a sum `_m<i>` (with `_c<i>`, how many rows
 * had a value, for averages). Keeping dimension names lets the list's filter SQL run on it; the
 * sums' leading underscore keeps them apart from any field's column.
 */

/** The column of each group's row count. */
export const ROW_COUNT = '_n';

/** Buckets a day column answers: every one made of whole days. */
export const ROLLUP_BUCKETS: readonly AggregateBucket[] = ['day', 'week', 'month', 'quarter', 'year', 'weekday'];

export interface RollupMeasure {
  spec: string;
  /** A row count (`count`, `count|f=v`) or a sum of values. */
  kind: 'count' | 'sum';
  column: string;
  /** For sums: the count of rows with a value, which an average divides by. */
  valueCount?: string;
}

export interface RollupLayout {
  name: string;
  /** The field grouped by day, if any. */
  dayField?: string;
  /** Fields grouped by their own values. */
  plainFields: string[];
  measures: RollupMeasure[];
}

export function rollupLayout(rollup: RollupDef): RollupLayout {
  let dayField: string | undefined;
  const plainFields: string[] = [];
  for (const spec of rollup.dimensions) {
    const parsed = parseDimension(spec)!;
    if (parsed.bucket) dayField = parsed.path[0];
    else plainFields.push(parsed.path[0]);
  }
  const measures = rollup.measures.map((spec, i): RollupMeasure => {
    const kind = parseMeasure(spec)!.fn === 'count' ? 'count' : 'sum';
    return { spec, kind, column: `_m${i}`, ...(kind === 'sum' ? { valueCount: `_c${i}` } : {}) };
  });
  return { name: rollup.name, dayField, plainFields, measures };
}

/** Why a rollup dimension cannot be kept, or undefined. */
export function rollupDimensionProblem(entity: EntityFile, spec: string): string | undefined {
  const parsed = parseDimension(spec);
  if (!parsed || parsed.path.length > 1) return `"${spec}" is not a field of ${entity.name} ("field" or "field:day")`;
  const why = dimensionProblem(entity, spec, () => undefined);
  if (why) return why;
  if (parsed.bucket && parsed.bucket !== 'day')
    return `a rollup keeps days ("${parsed.path[0]}:day"); longer periods are summed from them`;
  return undefined;
}

/** Why a rollup measure cannot be kept, or undefined: sums and counts only, which add up. */
export function rollupMeasureProblem(entity: EntityFile, spec: string): string | undefined {
  const why = measureProblem(entity, spec);
  if (why) return why;
  const parsed = parseMeasure(spec)!;
  if (parsed.fn !== 'sum' && parsed.fn !== 'count')
    return `a rollup keeps sums and counts, which add up across groups; not ${parsed.fn}`;
  if (parsed.minus !== undefined) return `a rollup does not keep differences of fields`;
  if (spec === 'count') return `the row count is always kept: drop "count"`;
  return undefined;
}

/** Every problem of an entity's rollups, by JSON pointer below the entity. */
export function rollupProblems(entity: EntityFile): { at: string; message: string }[] {
  const problems: { at: string; message: string }[] = [];
  const names = new Set<string>();
  (entity.rollups ?? []).forEach((rollup, r) => {
    const base = `/rollups/${r}`;
    if (names.has(rollup.name))
      problems.push({ at: `${base}/name`, message: `rollup "${rollup.name}" is declared twice` });
    names.add(rollup.name);
    let days = 0;
    rollup.dimensions.forEach((spec, i) => {
      const why = rollupDimensionProblem(entity, spec);
      if (why) problems.push({ at: `${base}/dimensions/${i}`, message: why });
      else if (parseDimension(spec)!.bucket && ++days > 1)
        problems.push({ at: `${base}/dimensions/${i}`, message: 'a rollup groups by one date at most' });
    });
    rollup.measures.forEach((spec, i) => {
      const why = rollupMeasureProblem(entity, spec);
      if (why) problems.push({ at: `${base}/measures/${i}`, message: why });
    });
  });
  return problems;
}

/** How a requested measure is read from the rollup, or undefined when it cannot be. */
export type RollupRead = { kind: 'sum'; column: string } | { kind: 'avg'; column: string; valueCount: string };

export function rollupRead(layout: RollupLayout, spec: string): RollupRead | undefined {
  if (spec === 'count') return { kind: 'sum', column: ROW_COUNT };
  const kept = layout.measures.find((m) => m.spec === spec);
  if (kept) return { kind: 'sum', column: kept.column };
  const parsed = parseMeasure(spec);
  if (parsed?.fn !== 'avg' || parsed.minus !== undefined) return undefined;
  const sum = layout.measures.find((m) => m.spec === `sum${spec.slice('avg'.length)}`);
  return sum?.valueCount ? { kind: 'avg', column: sum.column, valueCount: sum.valueCount } : undefined;
}
