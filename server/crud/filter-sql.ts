import type { DictionaryFile, EntityFile } from '../../src/meta/model';
import { isManyReference } from '../../src/meta/capabilities';
import { column, declaredField } from './entity-columns';
import { manyReferenceCondition } from './many-references';
import { filterMode, filterScalar, isDateOnly, isEmptyFilter } from './filter-modes';
import { likePattern, type SqlParams } from './sql';

export interface FilterOutcome {
  conditions: string[];
  /** Fields that may not be filtered on. */
  refused: string[];
  /** Fields whose value does not fit the field. */
  invalid: string[];
}

/**
 * Turns `{ field: value | [from, to] | value[] }` into SQL conditions. Only the fields the
 * schema lists in list.filters may be filtered on; each matches by its filter mode.
 */
export function filterConditions(
  entity: EntityFile,
  filters: unknown,
  params: SqlParams,
  dictionaries?: Map<string, DictionaryFile>,
): FilterOutcome {
  const outcome: FilterOutcome = { conditions: [], refused: [], invalid: [] };
  if (filters === undefined || filters === null) return outcome;
  if (typeof filters !== 'object' || Array.isArray(filters)) {
    outcome.invalid.push('filters');
    return outcome;
  }
  const allowed = new Set(entity.list.filters ?? []);
  for (const [name, value] of Object.entries(filters as Record<string, unknown>)) {
    const field = declaredField(entity, name);
    if (!allowed.has(name) || !field) {
      outcome.refused.push(name);
      continue;
    }
    if (isEmptyFilter(value)) continue;
    const dictionary = field.dict ? dictionaries?.get(field.dict) : undefined;
    const condition = fieldCondition(name, value, params, entity, dictionary);
    if (condition === undefined) outcome.invalid.push(name);
    else outcome.conditions.push(condition);
  }
  return outcome;
}

function fieldCondition(
  name: string,
  value: unknown,
  params: SqlParams,
  entity: EntityFile,
  dictionary?: DictionaryFile,
): string | undefined {
  const field = entity.fields[name];
  const scalar = (item: unknown) => filterScalar(field, item, dictionary);
  if (isManyReference(field)) return manyReferenceCondition(entity, name, value, params);
  const col = column(name);
  const mode = filterMode(field);
  if (mode === 'contains') {
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    return `${col}::text ilike ${params.add(likePattern(String(value).trim()))}`;
  }
  if (mode === 'range' && Array.isArray(value)) {
    if (value.length !== 2) return undefined;
    const [from, to] = value.map((bound) => (isEmptyFilter(bound) ? null : scalar(bound)));
    if (from === undefined || to === undefined) return undefined;
    const parts: string[] = [];
    if (from !== null) parts.push(`${col} >= ${params.add(from)}`);
    // A date-only upper bound of a datetime includes that whole day.
    if (to !== null && field.type === 'datetime' && isDateOnly(to)) parts.push(`${col} < ${params.add(to)}::date + 1`);
    else if (to !== null) parts.push(`${col} <= ${params.add(to)}`);
    return parts.join(' and ');
  }
  if (Array.isArray(value)) {
    const values = value.filter((item) => !isEmptyFilter(item)).map(scalar);
    if (values.some((item) => item === undefined)) return undefined;
    return `${col} = any(${params.add(values)})`;
  }
  const one = scalar(value);
  return one === undefined ? undefined : `${col} = ${params.add(one)}`;
}
