import type { MetaBundle } from '../../src/meta/bundle';
import { isManyReference } from '../../src/meta/capabilities';
import { listFilterNames, resolveFilterPath } from '../../src/meta/filters/list-filters';
import type { DictionaryFile, EntityFile, FieldDef } from '../../src/meta/model';
import { column, isTenant, table } from './entity-columns';
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
  scope: { bundle?: MetaBundle; sellerId?: number } = {},
): FilterOutcome {
  const outcome: FilterOutcome = { conditions: [], refused: [], invalid: [] };
  if (filters === undefined || filters === null) return outcome;
  if (typeof filters !== 'object' || Array.isArray(filters)) {
    outcome.invalid.push('filters');
    return outcome;
  }
  const allowed = new Set(listFilterNames(entity));
  for (const [name, value] of Object.entries(filters as Record<string, unknown>)) {
    const resolved = allowed.has(name) ? resolveFilterPath(entity, name, scope.bundle) : undefined;
    if (!resolved) {
      outcome.refused.push(name);
      continue;
    }
    if (isEmptyFilter(value)) continue;
    const via = resolved.via;
    const dictionary = resolved.field.dict ? scope.bundle?.dictionaries.get(resolved.field.dict) : undefined;
    let condition =
      !via && isManyReference(resolved.field)
        ? manyReferenceCondition(entity, name, value, params)
        : !via && filterMode(resolved.field) === 'branch'
          ? branchCondition(resolved.field, column(name), value, params, scope)
          : fieldCondition(resolved.field, column(via ? via.field : name), value, params, dictionary);
    // A referenced entity's field: the rows whose reference points to a matching row of the
    // same seller. The inner columns resolve to the referenced table; every value is bound.
    if (condition !== undefined && via) {
      const sameSeller =
        isTenant(via.entity) && scope.sellerId !== undefined ? `"seller_id" = ${params.add(scope.sellerId)} and ` : '';
      condition = `${column(via.referenceField)} in (select "id" from ${table(via.entity)} where ${sameSeller}${condition})`;
    }
    if (condition === undefined) outcome.invalid.push(name);
    else outcome.conditions.push(condition);
  }
  return outcome;
}

function fieldCondition(
  field: FieldDef,
  col: string,
  value: unknown,
  params: SqlParams,
  dictionary?: DictionaryFile,
): string | undefined {
  const scalar = (item: unknown) => filterScalar(field, item, dictionary);
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

/**
 * A reference to a tree entity filtered by `branch`: rows pointing at the chosen node or at any
 * node below it (the users of an organization and of its sub-organizations), within the seller.
 */
function branchCondition(
  field: FieldDef,
  col: string,
  value: unknown,
  params: SqlParams,
  scope: { bundle?: MetaBundle; sellerId?: number },
): string | undefined {
  const id = filterScalar(field, value);
  const tree = field.ref ? scope.bundle?.entities.get(field.ref.entity) : undefined;
  if (id === undefined || !tree?.tree) return undefined;
  const parent = column(tree.tree.parentField);
  const seller = isTenant(tree) && scope.sellerId !== undefined ? params.add(scope.sellerId) : undefined;
  const own = (alias: string) => (seller ? ` and ${alias}"seller_id" = ${seller}` : '');
  return `${col} in (with recursive branch as (
      select "id" from ${table(tree)} where "id" = ${params.add(id)}${own('')}
      union all select n."id" from ${table(tree)} n join branch b on n.${parent} = b."id"${own('n.')})
    select "id" from branch)`;
}
