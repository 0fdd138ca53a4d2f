import { useCallback, useEffect, useState } from 'react';
import type { EntityFile } from '../meta/model';
import type { Row, RowId } from './data-provider';
import { useDataProvider } from './data-provider-context';

export interface RecordState {
  row?: Row;
  loading: boolean;
  error?: string;
}

/** Loads one row by id through the data provider. */
export function useRecord(entity: EntityFile, id: RowId | undefined) {
  const provider = useDataProvider();
  const [state, setState] = useState<RecordState>({ loading: id !== undefined });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    provider
      .get({ entity, id })
      .then((answer) => {
        if (!live) return;
        setState(answer.code === 0 ? { row: answer.data, loading: false } : { loading: false, error: answer.msg });
      })
      .catch((error: unknown) => live && setState({ loading: false, error: (error as Error).message }));
    return () => {
      live = false;
    };
  }, [provider, entity, id, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
