import { useCallback, useEffect, useState } from 'react';
import type { TablePage } from '../../api/http';
import type { PageQuery } from './system-admin-api';

/**
 * One page of a system list with its filters: loading while asked, the server's order, and
 * a reload after a write. A failed call leaves an empty page (its message is already shown).
 */
export function usePagedRows<Row>(load: (query: PageQuery) => Promise<TablePage<Row>>, pageSize = 20) {
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [pageNo, setPageNo] = useState(1);
  const [size, setSize] = useState(pageSize);
  const [page, setPage] = useState<TablePage<Row>>({ data: [], pageNo: 1, totalCount: 0 });
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    load({ ...filters, pageNo, pageSize: size })
      .then(
        (answer) => current && setPage(answer),
        () => current && setPage({ data: [], pageNo: 1, totalCount: 0 }),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [load, filters, pageNo, size, version]);

  const search = useCallback((values: Record<string, unknown>) => {
    setFilters(values);
    setPageNo(1);
  }, []);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const paginate = useCallback((nextPage: number, nextSize: number) => {
    setPageNo(nextPage);
    setSize(nextSize);
  }, []);

  return { rows: page.data, total: page.totalCount, pageNo, pageSize: size, loading, search, reload, paginate };
}
