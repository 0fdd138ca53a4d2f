import { useEffect, useRef } from 'react';
import { followLiveEvents, type LiveMessage } from '../live/live-events';

/** Bursts of events (a station's guns starting together) cost one refresh, not one each. */
const SETTLE_MS = 2_000;

/**
 * Asks figures again as soon as the live network reports a change of the given kinds (a gun's
 * status, a pile going on or off line), beside their periodic refresh.
 */
export function useLiveReload(kinds: LiveMessage['kind'][], reload: () => void): void {
  const latest = useRef(reload);
  latest.current = reload;
  const key = kinds.join(',');
  useEffect(() => {
    const wanted = new Set(key.split(','));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = followLiveEvents((message) => {
      if (!wanted.has(message.kind) || timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        latest.current();
      }, SETTLE_MS);
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [key]);
}
