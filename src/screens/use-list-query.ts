import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FilterModel, ListQuery } from '../engine';
import { defaultQuery, queryFromSearch, queryToSearch } from '../engine/list-query';
import type { EntityFile } from '../meta/model';

interface QueryState {
  query: ListQuery;
  /** The address query string this state was read from or written to. */
  text: string;
}

/**
 * The list's page, sort and filters. A routed list keeps them in the URL query string (so it
 * can be bookmarked and shared); an embedded related list keeps them in local state.
 *
 * A routed list also answers from local state: a click applies at once and the address follows
 * (the router applies address changes as a transition, after the whole layout re-renders), so
 * the request for the new page does not wait for the layout. An address change made elsewhere
 * (back button, a shared link, the menu) is adopted when it arrives.
 */
export function useListQuery(entity: EntityFile, models: FilterModel[], inUrl: boolean) {
  const [search, setSearch] = useSearchParams();
  const searchText = inUrl ? search.toString() : '';
  const fromUrl = useMemo(
    () => (inUrl ? queryFromSearch(new URLSearchParams(searchText), models, entity) : defaultQuery(entity)),
    [inUrl, searchText, models, entity],
  );
  const [state, setState] = useState<QueryState>(() => ({ query: fromUrl, text: searchText }));
  const [seen, setSeen] = useState(searchText);
  if (seen !== searchText) {
    // The address moved: adopt it unless it is the one this list just wrote.
    setSeen(searchText);
    if (searchText !== state.text) setState({ query: fromUrl, text: searchText });
  }

  const setQuery = useCallback(
    (next: ListQuery) => {
      const text = inUrl ? queryToSearch(next, models, entity).toString() : '';
      setState({ query: next, text });
      if (inUrl) setSearch(text);
    },
    [inUrl, setSearch, models, entity],
  );
  return [state.query, setQuery] as const;
}
