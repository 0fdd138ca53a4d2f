import { useCallback, useEffect, useState } from 'react';
import { apiPost } from '../api/http';
import { API_CODES } from '../meta/api-codes';
import type { TablePage } from '../api/http';
import { lastDays } from './figures';
import { INTERCONNECTION_DAYS } from './interconnection-figures';
import { COCKPIT_REFRESH_MS } from './use-figure';

export interface InterfaceLogRow {
  id: number;
  direction: string | null;
  api: string | null;
  enterpriseId: number | null;
  requestAt: string | null;
  durationMs: number | null;
  httpStatus: number | null;
  code: string | null;
  $labels?: Record<string, string>;
}

/**
 * The newest interface logs through the log list's own route (its permission and seller), asked
 * again every COCKPIT_REFRESH_MS so that the tail follows the calls as they are logged.
 */
export function useLogTail(size: number) {
  const [rows, setRows] = useState<InterfaceLogRow[]>();
  const [error, setError] = useState<string>();
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    const load = () =>
      apiPost<TablePage<InterfaceLogRow>>(
        '/api/interflow/interfaceLog/page',
        {
          pageNo: 1,
          pageSize: size,
          sort: { field: 'requestAt', order: 'descend' },
          // The monitor's days, not the list's default month: early in a month that holds few.
          filters: { requestAt: lastDays(INTERCONNECTION_DAYS) },
        },
        { silent: true },
      ).then(
        (answer) => {
          if (!live) return;
          if (answer.code === API_CODES.OK && answer.data) {
            setRows(answer.data.data);
            setError(undefined);
          } else setError(answer.msg || `code ${answer.code}`);
        },
        (reason: unknown) => live && setError(String((reason as Error)?.message ?? reason)),
      );
    void load();
    const timer = setInterval(() => void load(), COCKPIT_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [size, tick]);
  return { rows, error, reload };
}
