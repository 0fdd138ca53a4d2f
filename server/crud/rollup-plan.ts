import type { MetaBundle } from '../../src/meta/bundle';
import { parseCondition, parseDimension } from '../../src/meta/aggregate';
import { resolveFilterPath } from '../../src/meta/filters/list-filters';
import type { EntityFile, RollupDef } from '../../src/meta/model';
import { ROLLUP_BUCKETS, rollupLayout, rollupRead, type RollupLayout, type RollupRead } from '../../src/meta/rollup';
import { rollupTableName } from '../db/rollup-tables';
import { isDateOnly, isEmptyFilter } from './filter-modes';
import { stationPath } from './station-scope';
import { declaredField } from './entity-columns';

/** A rollup that answers an aggregate request: its table and how each measure reads it. */
export interface RollupChoice {
  table: string;
  /** By measure key. */
  reads: Map<string, RollupRead>;
}

export interface AggregateAsked {
  /** The list filters, default ranges filled in. */
  filters: unknown;
  where: string[];
  dimensions: string[];
  measures: string[];
}

/**
 * Whether the rollup sees every row the request would: each filter, condition, station path
 * and dimension names its grouped fields (so the list's own SQL runs unchanged on its table),
 * a date range on its day field covers whole days, and each measure is kept (or an average of
 * a kept sum).
 */
function answers(entity: EntityFile, bundle: MetaBundle, layout: RollupLayout, asked: AggregateAsked): boolean {
  const plain = new Set(layout.plainFields);
  const filters = (asked.filters ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(filters)) {
    if (isEmptyFilter(value)) continue;
    if (name === layout.dayField) {
      // A bound inside a day would cut that day, which the rollup holds whole.
      if (!Array.isArray(value) || !value.every((bound) => isEmptyFilter(bound) || isDateOnly(bound))) return false;
      continue;
    }
    const resolved = resolveFilterPath(entity, name, bundle);
    if (!resolved || !plain.has(resolved.via ? resolved.via.referenceField : name)) return false;
  }
  if (!asked.where.every((spec) => plain.has(parseCondition(spec)?.path[0] ?? ''))) return false;
  const path = stationPath(bundle, entity);
  if (path && path.length > 0 && !plain.has(path[0])) return false;
  for (const spec of asked.dimensions) {
    const parsed = parseDimension(spec);
    if (!parsed) return false;
    const [own] = parsed.path;
    const byDay = own === layout.dayField && parsed.path.length === 1;
    if (
      byDay &&
      !(parsed.bucket ? ROLLUP_BUCKETS.includes(parsed.bucket) : declaredField(entity, own)?.type === 'date')
    )
      return false;
    if (!byDay && (!plain.has(own) || parsed.bucket)) return false;
  }
  return asked.measures.every((spec) => rollupRead(layout, spec) !== undefined);
}

/** Each declaration's layout, worked out once rather than on every request. */
const layouts = new WeakMap<RollupDef, RollupLayout>();
function layoutOf(rollup: RollupDef): RollupLayout {
  let layout = layouts.get(rollup);
  if (!layout) layouts.set(rollup, (layout = rollupLayout(rollup)));
  return layout;
}

/** The first declared rollup that answers the request, or undefined: the rows are read. */
export function chooseRollup(entity: EntityFile, bundle: MetaBundle, asked: AggregateAsked): RollupChoice | undefined {
  if (entity.view) return undefined;
  for (const rollup of entity.rollups ?? []) {
    const layout = layoutOf(rollup);
    if (!answers(entity, bundle, layout, asked)) continue;
    const reads = new Map(asked.measures.map((spec) => [spec, rollupRead(layout, spec)!]));
    return { table: rollupTableName(entity, rollup), reads };
  }
  return undefined;
}
