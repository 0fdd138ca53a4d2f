import { presetRange } from '../../src/meta/filters/date-presets';
import { listFilters } from '../../src/meta/filters/list-filters';
import type { EntityFile } from '../../src/meta/model';
import { isEmptyFilter } from './filter-modes';

/**
 * The request's filters with each declared default range filled in where the request sends
 * no value for it: a list, an export or the start-up script's first page of a large table
 * is bounded even when the caller asks for everything.
 */
export function withDefaultRanges(entity: EntityFile, filters: unknown, now: Date): unknown {
  const defaults = listFilters(entity).filter((f) => f.defaultRange);
  if (defaults.length === 0) return filters;
  if (filters !== undefined && filters !== null && (typeof filters !== 'object' || Array.isArray(filters))) {
    return filters; // refused as malformed by the filter parser
  }
  const out: Record<string, unknown> = { ...((filters as Record<string, unknown> | null) ?? {}) };
  for (const { name, defaultRange } of defaults) {
    if (isEmptyFilter(out[name])) out[name] = presetRange(defaultRange!, now);
  }
  return out;
}
