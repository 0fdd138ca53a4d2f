import { useCallback, useEffect, useRef, useState } from 'react';
import type { EntityFile } from '../meta/model';
import type { Row } from './data-provider';
import { useDataProvider } from './data-provider-context';
import type { ListQuery } from './list-query';

export interface ListState {
  rows: Row[];
  total: number;
  /** The server stopped counting: there are more than `total` rows. */
  capped: boolean;
  loading: boolean;
  /** The message of a refused or failed request; the table is then empty (SPEC section 8). */
  error?: string;
}

const EMPTY: ListState = { rows: [], total: 0, capped: false, loading: true };

/** Loads one page of an entity for a query; answers arriving after a newer request are dropped. */
export function useList(entity: EntityFile, query: ListQuery, extraFilters?: Record<string, unknown>) {
  const provider = useDataProvider();
  const [state, setState] = useState<ListState>(EMPTY);
  const latest = useRef(0);
  const [version, setVersion] = useState(0);
  const filtersKey = JSON.stringify({ ...query.filters, ...extraFilters });

  useEffect(() => {
    const ticket = ++latest.current;
    setState((s) => ({ ...s, loading: true }));
    provider
      .page({
        entity,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        filters: JSON.parse(filtersKey),
        sort: query.sort,
      })
      .then((answer) => {
        if (ticket !== latest.current) return;
        if (answer.code !== 0) setState({ rows: [], total: 0, capped: false, loading: false, error: answer.msg });
        else
          setState({
            rows: answer.data.data,
            total: answer.data.totalCount,
            capped: answer.data.totalCapped ?? false,
            loading: false,
          });
      })
      .catch((error: unknown) => {
        if (ticket !== latest.current) return;
        setState({ rows: [], total: 0, capped: false, loading: false, error: (error as Error).message });
      });
  }, [provider, entity, query.pageNo, query.pageSize, query.sort, filtersKey, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
