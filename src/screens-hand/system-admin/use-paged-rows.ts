import { useCallback, useEffect, useState } from 'react';
import type { TablePage } from '../../api/http';
import type { PageQuery } from './system-admin-api';

/** The sort a list asks its server for, as the generic lists send it. */
export interface ListSort {
  field: string;
  order: 'ascend' | 'descend';
}

/**
 * One page of a system list with its filters and sort: loading while asked, the server's
 * order unless a column is sorted, and a reload after a write. A failed call leaves an empty page (its message is already shown).
 */
export function usePagedRows<Row>(load: (query: PageQuery) => Promise<TablePage<Row>>, pageSize = 20) {
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [pageNo, setPageNo] = useState(1);
  const [size, setSize] = useState(pageSize);
  const [page, setPage] = useState<TablePage<Row>>({ data: [], pageNo: 1, totalCount: 0 });
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const [sort, setSort] = useState<ListSort | undefined>();

  useEffect(() => {
    let current = true;
    setLoading(true);
    load({ ...filters, ...(sort ? { sort } : {}), pageNo, pageSize: size })
      .then(
        (answer) => current && setPage(answer),
        () => current && setPage({ data: [], pageNo: 1, totalCount: 0 }),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [load, filters, sort, pageNo, size, version]);

  const search = useCallback((values: Record<string, unknown>) => {
    setFilters(values);
    setPageNo(1);
  }, []);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const paginate = useCallback((nextPage: number, nextSize: number) => {
    setPageNo(nextPage);
    setSize(nextSize);
  }, []);

  /** A column header's sort (none: the server's order), from the first page again. */
  const sortBy = useCallback((next: ListSort | undefined) => {
    setSort(next);
    setPageNo(1);
  }, []);

  return {
    rows: page.data,
    total: page.totalCount,
    pageNo,
    pageSize: size,
    sort,
    loading,
    search,
    reload,
    paginate,
    sortBy,
  };
}
