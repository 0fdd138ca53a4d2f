import { useCallback, useEffect, useState } from 'react';
import type { AggregateAnswer, AggregateBody } from '../meta/aggregate';
import { useLiveReload } from '../live/use-live-reload';
import { fetchAggregate } from './aggregate-client';

export interface AggregateState {
  answer?: AggregateAnswer;
  loading: boolean;
  error?: string;
  reload: () => void;
}

/**
 * One aggregate of an entity, asked again when the request changes, on `reload`, and on live
 * screens (`refreshMs`) every so often and as soon as the live network changes the entity's rows
 * (a charging session billed), without going back to the loading state.
 */
export function useAggregate(entityName: string | undefined, body: AggregateBody, refreshMs?: number): AggregateState {
  const key = JSON.stringify(body);
  const [state, setState] = useState<{ answer?: AggregateAnswer; loading: boolean; error?: string }>({ loading: true });
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  useLiveReload(entityName && refreshMs ? ['rows'] : [], reload, (message) => message.entity === entityName);

  useEffect(() => {
    if (!entityName) return;
    let live = true;
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    fetchAggregate(entityName, JSON.parse(key) as AggregateBody).then(
      (answer) => live && setState({ answer, loading: false }),
      (reason: unknown) => live && setState({ loading: false, error: String((reason as Error)?.message ?? reason) }),
    );
    return () => {
      live = false;
    };
  }, [entityName, key, tick]);

  useEffect(() => {
    if (!entityName || !refreshMs) return;
    let live = true;
    const timer = setInterval(() => {
      fetchAggregate(entityName, JSON.parse(key) as AggregateBody).then(
        // An unchanged answer keeps its object, so that a chart is not laid out again for nothing.
        (answer) =>
          live &&
          setState((previous) =>
            previous.answer &&
            JSON.stringify(previous.answer) === JSON.stringify(answer) &&
            !previous.loading &&
            !previous.error
              ? previous
              : { answer, loading: false },
          ),
        () => undefined,
      );
    }, refreshMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [entityName, key, refreshMs]);

  return { ...state, reload };
}
