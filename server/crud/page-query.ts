import type { TablePage } from '../../src/meta/api-codes';
import type { EntityFile, Locale } from '../../src/meta/model';
import { DEFAULT_PAGE_SIZE } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import { CrudError, validationError } from './crud-error';
import { isTenant, selectList, table } from './entity-columns';
import { filterConditions } from './filter-sql';
import { listJoin, message } from './messages';
import { orderBy, orderByAlias, resolveSort, type ResolvedSort } from './sort-sql';
import { SqlParams } from './sql';
import { API_CODES } from '../../src/meta/api-codes';

export const MAX_PAGE_SIZE = 500;
/** Counting stops here: beyond it the answer is "more than", shown as such by the list. */
export const DEFAULT_COUNT_CAP = 10_000;

/** A filtered, sorted, tenant-scoped selection of one entity's rows. */
export interface Selection {
  where: string;
  params: SqlParams;
  sort: ResolvedSort;
}

export function buildSelection(
  entity: EntityFile,
  body: Record<string, unknown>,
  sellerId: number,
  locale: Locale,
): Selection {
  const params = new SqlParams();
  const filtered = filterConditions(entity, body.filters, params);
  if (filtered.refused.length > 0) {
    const errors = filtered.refused.map((field) => ({ field, message: message(locale, 'unknownFilter', field) }));
    throw validationError(message(locale, 'unknownFilter', listJoin(locale, filtered.refused)), errors);
  }
  if (filtered.invalid.length > 0) {
    const errors = filtered.invalid.map((field) => ({ field, message: message(locale, 'badFilterValue', field) }));
    throw validationError(message(locale, 'badFilterValue', listJoin(locale, filtered.invalid)), errors);
  }
  const sort = resolveSort(entity, body.sort);
  if (typeof sort === 'string') {
    throw validationError(message(locale, 'unknownSort', sort), [
      { field: sort, message: message(locale, 'unknownSort', sort) },
    ]);
  }
  const conditions = isTenant(entity) ? [`"seller_id" = ${params.add(sellerId)}`] : [];
  conditions.push(...filtered.conditions);
  return { where: conditions.length ? `where ${conditions.join(' and ')}` : '', params, sort };
}

export function paging(entity: EntityFile, body: Record<string, unknown>, locale: Locale, countCap: number) {
  const pageNo = body.pageNo === undefined ? 1 : Number(body.pageNo);
  const pageSize = body.pageSize === undefined ? (entity.list.pageSize ?? DEFAULT_PAGE_SIZE) : Number(body.pageSize);
  const valid =
    Number.isInteger(pageNo) &&
    pageNo >= 1 &&
    Number.isInteger(pageSize) &&
    (pageSize === -1 || (pageSize >= 1 && pageSize <= MAX_PAGE_SIZE));
  if (!valid) throw new CrudError(API_CODES.VALIDATION_FAILED, message(locale, 'badPaging'), { errors: [] });
  // "All rows" in a JSON answer stops at the count cap; the export streams the rest.
  return pageSize === -1
    ? { pageNo: 1, limit: countCap, offset: 0 }
    : { pageNo, limit: pageSize, offset: (pageNo - 1) * pageSize };
}

/**
 * One page and its count. The count is exact up to the cap (or up to the requested page when
 * that lies deeper) and never scans further, so that a broad filter over a million rows costs
 * no more than a narrow one.
 */
const withoutSeller = (rows: Record<string, unknown>[]) => {
  for (const row of rows) delete row.__sellerId;
  return rows;
};

export async function queryPage(
  db: Queryable,
  entity: EntityFile,
  selection: Selection,
  page: { pageNo: number; limit: number; offset: number },
  countCap: number,
  /** Runs on the rows while the count is still under way. */
  decorate: (rows: Record<string, unknown>[]) => Promise<Record<string, unknown>[]> = async (rows) => rows,
  /** More select expressions over the page's rows `p` (camelCase columns), e.g. reference labels. */
  extraColumns = '',
): Promise<TablePage> {
  const { where, params, sort } = selection;
  const from = `from ${table(entity)} ${where}`;
  const countLimit = Math.max(countCap, page.offset + page.limit);
  const base = params.values;
  const limits = `limit $${base.length + 1} offset $${base.length + 2}`;
  const seller = isTenant(entity) ? `, "seller_id" as "__sellerId"` : '';
  const inner = `select ${selectList(entity)}${seller} ${from} ${orderBy(sort)} ${limits}`;
  // The extra columns run on the page's rows only, not on the rows an offset skips.
  const rowsSql = extraColumns ? `select p.*${extraColumns} from (${inner}) p ${orderByAlias(sort, 'p')}` : inner;
  const countSql = `select count(*)::int as "n" from (select 1 ${from} limit $${base.length + 1}) s`;
  const [rows, count] = await Promise.all([
    db.query(rowsSql, [...base, page.limit, page.offset]).then((result) => decorate(withoutSeller(result.rows))),
    db.query<{ n: number }>(countSql, [...base, countLimit + 1]),
  ]);
  const counted = Number(count.rows[0]?.n ?? 0);
  return {
    data: rows,
    pageNo: page.pageNo,
    totalCount: Math.min(counted, countLimit),
    totalCapped: counted > countLimit,
  };
}
