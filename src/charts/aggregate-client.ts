import { apiPost } from '../api/http';
import { loadDictionary, loadEntity, loadEntityBundle } from '../engine/bundle';
import { API_CODES } from '../meta/api-codes';
import type { AggregateAnswer, AggregateBody } from '../meta/aggregate';
import type { MetaBundle } from '../meta/bundle';
import { listFilterNames } from '../meta/filters/list-filters';
import type { EntityFile } from '../meta/model';

/** The aggregate route of an entity, by the entity's name. */
export async function fetchAggregate(entityName: string, body: AggregateBody): Promise<AggregateAnswer> {
  const entity = await loadEntity(entityName);
  const answer = await apiPost<AggregateAnswer>(`/api/${entity.service}/${entity.resource}/aggregate`, body, {
    silent: true,
  });
  if (answer.code !== API_CODES.OK || !answer.data) throw new Error(answer.msg || `code ${answer.code}`);
  return answer.data;
}

/** The entity and its bundle (dictionaries for labels), loaded once. */
export async function entityWithBundle(
  entityName: string,
  dimensions: string[] = [],
): Promise<{ entity: EntityFile; bundle: MetaBundle }> {
  const entity = await loadEntity(entityName);
  const bundle = await loadEntityBundle(entity);
  // A hop to a referenced entity's dictionary field ("memberId.memberType") needs that
  // dictionary too, which the entity's own screens do not load.
  const missing = dimensions.flatMap((dimension) => {
    const [own, hop] = dimension.split(':')[0].split('.');
    const ref = hop ? entity.fields[own]?.ref : undefined;
    const dict = ref ? bundle.entities.get(ref.entity)?.fields[hop]?.dict : undefined;
    return dict && !bundle.dictionaries.has(dict) ? [dict] : [];
  });
  if (missing.length === 0) return { entity, bundle };
  const dicts = await Promise.all(missing.map(loadDictionary));
  const dictionaries = new Map(bundle.dictionaries);
  for (const dict of dicts) if (dict) dictionaries.set(dict.name, dict);
  return { entity, bundle: { ...bundle, dictionaries } };
}

/**
 * The entity and only what its groups' labels need (dimensionText): the dictionaries of the
 * dimension fields and, for a hop ("memberId.memberType"), the entity referred to. A chart
 * need not load every entity the one it sums refers to (a bill's member, vehicle, cost
 * model...), as its screens do: the home page's charts come with every login.
 */
export async function entityWithDimensionLabels(
  entityName: string,
  dimensions: string[],
): Promise<{ entity: EntityFile; bundle: MetaBundle }> {
  const entity = await loadEntity(entityName);
  const labelled = await Promise.all(
    dimensions.map(async (dimension) => {
      const [own, hop] = dimension.split(':')[0].split('.');
      const ref = hop ? entity.fields[own]?.ref : undefined;
      const target = ref ? await loadEntity(ref.entity) : undefined;
      return { target, field: hop ? target?.fields[hop] : entity.fields[own] };
    }),
  );
  const dictionaryNames = [...new Set(labelled.flatMap(({ field }) => (field?.dict ? [field.dict] : [])))];
  const dictionaries = await Promise.all(dictionaryNames.map(loadDictionary));
  const targets = labelled.flatMap(({ target }) => (target ? [target] : []));
  return {
    entity,
    bundle: {
      entities: new Map([entity, ...targets].map((one) => [one.name, one])),
      dictionaries: new Map(dictionaries.flatMap((dictionary) => (dictionary ? [[dictionary.name, dictionary]] : []))),
      menuItems: [],
    },
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(year, month, 0).getDate();

/**
 * The days [from, to] a bucket value covers (`2025-03` → the 1st to the 31st of March), for
 * a list filtered to the period a bar or point stands for.
 */
export function bucketRange(bucket: string, value: string): [string, string] | undefined {
  if (bucket === 'day' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return [value, value];
  if (bucket === 'week' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = new Date(`${value}T00:00:00`);
    const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 6);
    return [value, `${end.getFullYear()}-${pad(end.getMonth() + 1)}-${pad(end.getDate())}`];
  }
  const month = /^(\d{4})-(\d{2})$/.exec(value);
  if (bucket === 'month' && month) {
    const [y, m] = [Number(month[1]), Number(month[2])];
    return [`${value}-01`, `${value}-${pad(lastDay(y, m))}`];
  }
  const quarter = /^(\d{4})-Q([1-4])$/.exec(value);
  if (bucket === 'quarter' && quarter) {
    const [y, q] = [Number(quarter[1]), Number(quarter[2])];
    return [`${y}-${pad(q * 3 - 2)}-01`, `${y}-${pad(q * 3)}-${pad(lastDay(y, q * 3))}`];
  }
  if (bucket === 'year' && /^\d{4}$/.test(value)) return [`${value}-01-01`, `${value}-12-31`];
  return undefined;
}

/**
 * The list address showing the rows a group sums: the entity's list with the base filters and
 * each dimension's value (a period as its range), in the list's own address format.
 */
export function drillUrl(
  entity: EntityFile,
  dimensions: string[],
  row: Record<string, unknown>,
  filters: Record<string, unknown> = {},
): string {
  const allowed = new Set(listFilterNames(entity));
  const search = new URLSearchParams();
  const put = (key: string, value: unknown) => {
    if (!allowed.has(key) || value === undefined || value === null || value === '') return;
    search.set(
      key,
      Array.isArray(value)
        ? value.map((v) => (v == null ? '' : String(v))).join(rangeOrList(entity, key))
        : String(value),
    );
  };
  for (const [key, value] of Object.entries(filters)) put(key, value);
  for (const dimension of dimensions) {
    const [field, bucket] = dimension.split(':');
    const value = row[dimension];
    put(field, bucket ? bucketRange(bucket, String(value)) : value);
  }
  const text = search.toString();
  return text ? `${entity.menu.url}?${text}` : entity.menu.url;
}

const rangeOrList = (entity: EntityFile, key: string) => {
  const type = entity.fields[key]?.type;
  return type === 'date' || type === 'datetime' || type === 'money' || type === 'number' ? '~' : ',';
};
