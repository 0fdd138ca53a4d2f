import type { TablePage } from '../../src/meta/api-codes';
import type { MetaBundle } from '../../src/meta/bundle';
import type { EntityFile, Locale } from '../../src/meta/model';
import { withDefaultRanges } from './default-ranges';
import { DEFAULT_PAGE_SIZE } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import { CrudError, validationError } from './crud-error';
import { isTenant, selectList, table } from './entity-columns';
import { filterConditions } from './filter-sql';
import { listJoin, message } from '../messages';
import { orderBy, orderByAlias, resolveSort, type ResolvedSort } from './sort-sql';
import { SqlParams } from './sql';
import { tableName } from '../db/naming';
import { type CountCache, tableVersion, versionSql } from './count-cache';
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
  bundle?: MetaBundle,
): Selection {
  const params = new SqlParams();
  const filters = withDefaultRanges(entity, body.filters, new Date());
  const filtered = filterConditions(entity, filters, params, { bundle, sellerId });
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
  // A page beyond any table is empty, but its offset must still be a number SQL can take.
  const valid =
    Number.isSafeInteger(pageNo) &&
    pageNo >= 1 &&
    Number.isSafeInteger((pageNo - 1) * pageSize) &&
    Number.isInteger(pageSize) &&
    (pageSize === -1 || (pageSize >= 1 && pageSize <= MAX_PAGE_SIZE));
  if (!valid) throw new CrudError(API_CODES.VALIDATION_FAILED, message(locale, 'badPaging'), { errors: [] });
  // "All rows" in a JSON answer stops at the count cap; the export streams the rest.
  return pageSize === -1
    ? { pageNo: 1, limit: countCap, offset: 0 }
    : { pageNo, limit: pageSize, offset: (pageNo - 1) * pageSize };
}

/** From this offset on, a page first finds its ids from the index, then reads those rows. */
const DEFERRED_JOIN_OFFSET = 200;

function sqlInteger(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a row count: ${value}`);
  return String(value);
}

/** Columns the page query adds for its own use, removed before rows are answered. */
const SELLER = '__sellerId';
const VERSION = '__tableVersion';

/**
 * The row as answered: a copy rather than deleted keys (which would leave V8 a slow dictionary
 * object), with times as the ISO strings they serialise to (JSON.stringify leaves its fast path
 * for every Date it meets, which made serialising a page cost more than querying it).
 */
function withoutInternalColumns(row: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key in row) {
    if (key === SELLER || key === VERSION) continue;
    const value = row[key];
    copy[key] = value instanceof Date ? value.toJSON() : value;
  }
  return copy;
}

export interface PageOptions {
  /** Runs on the rows while the count is still under way. */
  decorate?: (rows: Record<string, unknown>[]) => Promise<Record<string, unknown>[]>;
  /** More select expressions over the page's rows `p` (camelCase columns), e.g. reference labels. */
  extraColumns?: string;
  /** Totals already counted under the table's current version. */
  counts?: CountCache;
}

/**
 * One page and its count. The count is exact up to the cap (or up to the requested page when
 * that lies deeper) and never scans further, so that a broad filter over a million rows costs
 * no more than a narrow one. With a CountCache, a total counted since the table last changed is
 * not counted again: the page's own query reads the table's version alongside its rows.
 */
export async function queryPage(
  db: Queryable,
  entity: EntityFile,
  selection: Selection,
  page: { pageNo: number; limit: number; offset: number },
  countCap: number,
  options: PageOptions = {},
): Promise<TablePage> {
  const { decorate = async (rows) => rows, extraColumns = '', counts } = options;
  const { where, params, sort } = selection;
  const from = `from ${table(entity)} ${where}`;
  const countLimit = Math.max(countCap, page.offset + page.limit);
  const base = params.values;
  const versioned = tableName(entity);
  const count = new PageCount(db, from, base, countLimit, versioned, counts);

  // Limit and offset are written into the text (validated integers): as parameters they would
  // make PostgreSQL plan the query afresh on every execution, for want of a row estimate.
  const limit = sqlInteger(page.limit);
  const offset = sqlInteger(page.offset);
  const seller = isTenant(entity) ? `, "seller_id" as "${SELLER}"` : '';
  const version = counts ? `, ${versionSql(`$${base.length + 1}`)} as "${VERSION}"` : '';
  const columns = `${selectList(entity)}${seller}${version}`;
  // A deep page skips its offset over the index alone, then reads only its own rows.
  const inner =
    page.offset >= DEFERRED_JOIN_OFFSET
      ? `select ${columns} from ${table(entity)} where "id" in ` +
        `(select "id" ${from} ${orderBy(sort)} limit ${limit} offset ${offset}) ${orderBy(sort)}`
      : `select ${columns} ${from} ${orderBy(sort)} limit ${limit} offset ${offset}`;
  // The extra columns run on the page's rows only, not on the rows an offset skips.
  const rowsSql = extraColumns ? `select p.*${extraColumns} from (${inner}) p ${orderByAlias(sort, 'p')}` : inner;
  const rowsParams = counts ? [...base, versioned] : base;

  // A total not seen before is counted at once, beside the rows. (Its failure is met where it
  // is awaited; if the rows fail first, it must not go unhandled meanwhile.)
  const early = count.remembered() ? undefined : count.fresh();
  early?.catch(() => undefined);
  const selected = (await db.query(rowsSql, rowsParams)).rows;
  const seenVersion = selected.length ? Number(selected[0][VERSION]) : undefined;
  const rows = selected.map(withoutInternalColumns);
  const [data, counted] = await Promise.all([
    decorate(rows),
    early ?? count.at(seenVersion, page.offset === 0 && selected.length === 0),
  ]);
  return {
    data,
    pageNo: page.pageNo,
    totalCount: Math.min(counted, countLimit),
    totalCapped: counted > countLimit,
  };
}

/** Up to countLimit + 1 matching rows, from the cache while the table has not changed. */
class PageCount {
  private readonly key: string;

  constructor(
    private readonly db: Queryable,
    private readonly from: string,
    private readonly params: unknown[],
    private readonly countLimit: number,
    private readonly table: string,
    private readonly counts: CountCache | undefined,
  ) {
    this.key = `${from}\u0000${JSON.stringify(params)}\u0000${countLimit}`;
  }

  remembered(): boolean {
    return this.counts?.has(this.key) ?? false;
  }

  /**
   * The total at `version` (read with the page's rows), or, with no rows to read it from, at
   * the current version. A first page with no rows needs no count at all.
   */
  async at(version: number | undefined, none: boolean): Promise<number> {
    if (none) return 0;
    const current = version ?? (await tableVersion(this.db, this.table));
    return this.counts?.get(this.key, current) ?? this.fresh();
  }

  /** Counts now; the version comes from the same statement, so from the same snapshot. */
  async fresh(): Promise<number> {
    const n = this.params.length;
    const sql =
      `select (select count(*) from (select 1 ${this.from} limit ${sqlInteger(this.countLimit + 1)}) s)::int as "n", ` +
      `${versionSql(`$${n + 1}`)} as "v"`;
    const { rows } = await this.db.query<{ n: number; v: number }>(sql, [...this.params, this.table]);
    const counted = Number(rows[0]?.n ?? 0);
    this.counts?.set(this.key, Number(rows[0]?.v ?? 0), counted);
    return counted;
  }
}
