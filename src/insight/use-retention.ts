import { useCallback, useEffect, useState } from 'react';
import { apiPost } from '../api/http';
import { API_CODES } from '../meta/api-codes';
import type { RetentionAnswer } from '../meta/member-retention';

/** Retention, frequency and churn of the members charging in a bill date range. */
export function useRetention(period: 'week' | 'month', range: [string, string]) {
  const [state, setState] = useState<{ answer?: RetentionAnswer; loading: boolean; error?: string }>({
    loading: true,
  });
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const [from, to] = range;
  useEffect(() => {
    let live = true;
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    apiPost<RetentionAnswer>(
      '/api/insight/memberRetention',
      { period, filters: { startTime: [from, to] } },
      { silent: true },
    )
      .then((answer) => {
        if (answer.code !== API_CODES.OK || !answer.data) throw new Error(answer.msg || `code ${answer.code}`);
        return answer.data;
      })
      .then(
        (answer) => live && setState({ answer, loading: false }),
        (reason: unknown) => live && setState({ loading: false, error: String((reason as Error)?.message ?? reason) }),
      );
    return () => {
      live = false;
    };
  }, [period, from, to, tick]);
  return { ...state, reload };
}
