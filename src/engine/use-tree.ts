import { useCallback, useEffect, useRef, useState } from 'react';
import type { EntityFile } from '../meta/model';
import { useDataProvider } from './data-provider-context';
import { loadTreeRows, type TreeRow } from './tree';

export interface TreeState {
  rows: TreeRow[];
  loading: boolean;
  error?: string;
}

/**
 * The nested rows of a tree entity while `enabled` (a tree list without filters); nothing is
 * asked for otherwise. Answers arriving after a newer request are dropped.
 */
export function useTree(entity: EntityFile, enabled: boolean) {
  const provider = useDataProvider();
  const [state, setState] = useState<TreeState>({ rows: [], loading: enabled });
  const [version, setVersion] = useState(0);
  const latest = useRef(0);
  useEffect(() => {
    if (!enabled) return;
    const ticket = ++latest.current;
    setState((s) => ({ ...s, loading: true }));
    loadTreeRows(provider, entity)
      .then((rows) => ticket === latest.current && setState({ rows, loading: false }))
      .catch(
        (error: unknown) =>
          ticket === latest.current && setState({ rows: [], loading: false, error: (error as Error).message }),
      );
  }, [provider, entity, enabled, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
