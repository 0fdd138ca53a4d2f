import { useCallback, useEffect, useRef, useState } from 'react';
import type { EntityFile } from '../meta/model';
import type { DataProvider, PageParams, Row } from './data-provider';
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

function stateOf(answer: Awaited<ReturnType<DataProvider['page']>>): ListState {
  if (answer.code !== 0) return { rows: [], total: 0, capped: false, loading: false, error: answer.msg };
  return {
    rows: answer.data.data,
    total: answer.data.totalCount,
    capped: answer.data.totalCapped ?? false,
    loading: false,
  };
}

/**
 * Loads one page of an entity for a query; answers arriving after a newer request are dropped.
 * A page that has already arrived (asked for ahead) shows in the first render.
 */
export function useList(entity: EntityFile, query: ListQuery, extraFilters?: Record<string, unknown>) {
  const provider = useDataProvider();
  const filtersKey = JSON.stringify({ ...query.filters, ...extraFilters });
  const params = (): PageParams => ({
    entity,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    filters: JSON.parse(filtersKey) as PageParams['filters'],
    sort: query.sort,
  });
  const [initial] = useState(() => provider.peekPage?.(params()));
  const [state, setState] = useState<ListState>(() => (initial ? stateOf(initial) : EMPTY));
  const latest = useRef(0);
  const [version, setVersion] = useState(0);
  // The first effect need not ask for what the first render already showed.
  const shown = useRef(initial !== undefined);

  useEffect(() => {
    if (shown.current) {
      shown.current = false;
      return;
    }
    const ticket = ++latest.current;
    setState((s) => ({ ...s, loading: true }));
    provider
      .page(params())
      .then((answer) => {
        if (ticket !== latest.current) return;
        setState(stateOf(answer));
      })
      .catch((error: unknown) => {
        if (ticket !== latest.current) return;
        setState({ rows: [], total: 0, capped: false, loading: false, error: (error as Error).message });
      });
    // params() reads exactly these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider, entity, query.pageNo, query.pageSize, query.sort, filtersKey, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
