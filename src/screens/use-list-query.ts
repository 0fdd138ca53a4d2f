import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { defaultQuery, queryFromSearch, queryToSearch, type FilterModel, type ListQuery } from '../engine';
import type { EntityFile } from '../meta/model';

/**
 * The list's page, sort and filters. A routed list keeps them in the URL query string (so it
 * can be bookmarked and shared); an embedded related list keeps them in local state.
 */
export function useListQuery(entity: EntityFile, models: FilterModel[], inUrl: boolean) {
  const [search, setSearch] = useSearchParams();
  const [local, setLocal] = useState<ListQuery>(() => defaultQuery(entity));
  const searchText = search.toString();
  const fromUrl = useMemo(
    () => queryFromSearch(new URLSearchParams(searchText), models, entity),
    [searchText, models, entity],
  );
  const query = inUrl ? fromUrl : local;

  const setQuery = useCallback(
    (next: ListQuery) => {
      if (inUrl) setSearch(queryToSearch(next, models, entity));
      else setLocal(next);
    },
    [inUrl, setSearch, models, entity],
  );
  return [query, setQuery] as const;
}
