import type { EntityFile, SortSpec } from '../meta/model';
import { DEFAULT_PAGE_SIZE } from '../meta/model/plain';
import { presetRange } from '../meta/filters/date-presets';
import type { FilterModel, Filters, Scalar } from './filters';

/** What a list shows: page, sort and filters. Lives in the URL so that lists can be bookmarked. */
export interface ListQuery {
  pageNo: number;
  pageSize: number;
  filters: Filters;
  sort?: SortSpec;
}

const RANGE_SEPARATOR = '~';
const LIST_SEPARATOR = ',';

export function defaultQuery(entity: EntityFile): ListQuery {
  return {
    pageNo: 1,
    pageSize: entity.list.pageSize ?? DEFAULT_PAGE_SIZE,
    filters: {},
    sort: entity.list.defaultSort,
  };
}

function parseScalar(text: string, model: FilterModel): Scalar {
  if (model.widget === 'boolean-select') return text === 'true';
  if (model.numeric && text !== '' && !Number.isNaN(Number(text))) return Number(text);
  return text;
}

/** Reads a list query from URL search params; unknown keys and bad numbers fall back to defaults. */
export function queryFromSearch(search: URLSearchParams, models: FilterModel[], entity: EntityFile): ListQuery {
  const query = defaultQuery(entity);
  const pageNo = Number(search.get('pageNo'));
  const pageSize = Number(search.get('pageSize'));
  if (Number.isInteger(pageNo) && pageNo > 0) query.pageNo = pageNo;
  if (Number.isInteger(pageSize) && pageSize > 0) query.pageSize = pageSize;
  const sort = search.get('sort');
  if (sort) {
    const [field, order] = sort.split('.');
    if (field && (order === 'ascend' || order === 'descend')) query.sort = { field, order };
  } else if (search.has('sort')) {
    query.sort = undefined;
  }
  for (const model of models) {
    const text = search.get(model.key);
    if (text === null) {
      // A large table opens on its declared range (the server would apply it anyway).
      if (model.defaultRange) query.filters[model.key] = presetRange(model.defaultRange);
      continue;
    }
    if (model.mode === 'range') {
      const [from = '', to = ''] = text.split(RANGE_SEPARATOR);
      query.filters[model.key] = [from ? parseScalar(from, model) : null, to ? parseScalar(to, model) : null];
    } else if (model.mode === 'in') {
      query.filters[model.key] = text.split(LIST_SEPARATOR).map((part) => parseScalar(part, model));
    } else {
      query.filters[model.key] = parseScalar(text, model);
    }
  }
  return query;
}

/** Writes a list query as URL search params, leaving out what equals the default. */
export function queryToSearch(query: ListQuery, models: FilterModel[], entity: EntityFile): URLSearchParams {
  const defaults = defaultQuery(entity);
  const search = new URLSearchParams();
  for (const model of models) {
    const value = query.filters[model.key];
    if (value === undefined) continue;
    // The declared default range stays out of the address, so that a bookmark opens on the
    // current period rather than the one it was made in.
    if (model.defaultRange && JSON.stringify(value) === JSON.stringify(presetRange(model.defaultRange))) continue;
    if (Array.isArray(value)) {
      const separator = model.mode === 'range' ? RANGE_SEPARATOR : LIST_SEPARATOR;
      search.set(model.key, value.map((v) => (v === null ? '' : String(v))).join(separator));
    } else {
      search.set(model.key, String(value));
    }
  }
  if (query.pageNo !== defaults.pageNo) search.set('pageNo', String(query.pageNo));
  if (query.pageSize !== defaults.pageSize) search.set('pageSize', String(query.pageSize));
  const sortText = query.sort ? `${query.sort.field}.${query.sort.order}` : '';
  const defaultSortText = defaults.sort ? `${defaults.sort.field}.${defaults.sort.order}` : '';
  if (sortText !== defaultSortText) search.set('sort', sortText);
  return search;
}
