import type { TablePage } from '../../src/meta/api-codes';
import { DEFAULT_PAGE_SIZE } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import { ApiError, ERRORS } from '../messages';

export interface PageParams {
  pageNo?: unknown;
  pageSize?: unknown;
}

const MAX_PAGE_SIZE = 500;

/** One page of a system table: `where` and `params` scope it, the caller's seller first. */
export async function pageOf<Row>(
  db: Queryable,
  select: { columns: string; from: string; where: string; params: unknown[]; orderBy?: string },
  page: PageParams,
): Promise<TablePage<Row>> {
  const pageNo = Math.max(1, Math.floor(Number(page.pageNo ?? 1)) || 1);
  const pageSize = Math.min(
    MAX_PAGE_SIZE,
    Math.max(1, Math.floor(Number(page.pageSize ?? DEFAULT_PAGE_SIZE)) || DEFAULT_PAGE_SIZE),
  );
  const n = select.params.length;
  const { rows } = await db.query<Row>(
    `select ${select.columns} from ${select.from} where ${select.where}
      order by ${select.orderBy ?? 'id desc'} limit $${n + 1} offset $${n + 2}`,
    [...select.params, pageSize, (pageNo - 1) * pageSize],
  );
  const count = await db.query<{ total: number }>(
    `select count(*) as total from ${select.from} where ${select.where}`,
    select.params,
  );
  return { data: rows, pageNo, totalCount: count.rows[0].total };
}

/** Ids from `{ id }` or `{ ids: [...] }`, as positive integers. */
export function idsOf(body: { id?: unknown; ids?: unknown } | undefined): number[] {
  const raw = Array.isArray(body?.ids) ? body.ids : body?.id !== undefined ? [body.id] : [];
  const ids = raw.map(Number);
  if (!ids.length || ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
    throw new ApiError(ERRORS.VALIDATION_FAILED, 'id or ids must name rows');
  }
  return ids;
}

export const numberList = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0) : [];

export const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export function requiredText(value: unknown, field: string, maxLength = 50): string {
  if (typeof value !== 'string' || !value.trim() || value.length > maxLength) {
    throw new ApiError(ERRORS.VALIDATION_FAILED, undefined, {
      errors: [{ field, message: `required, at most ${maxLength} characters` }],
    });
  }
  return value.trim();
}
