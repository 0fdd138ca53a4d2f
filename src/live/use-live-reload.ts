import { useEffect, useRef } from 'react';
import { followLiveEvents, type LiveMessage } from './live-events';

/** Bursts of events (a station's guns starting together) cost one refresh, not one each. */
const SETTLE_MS = 2_000;

/**
 * Asks figures again as soon as the live network reports a change of the given kinds (a gun's
 * status, a pile going on or off line), beside their periodic refresh; `only` narrows the events
 * that count (rows of one entity). No kinds: nothing is followed, and no stream is opened.
 */
export function useLiveReload(
  kinds: LiveMessage['kind'][],
  reload: () => void,
  only?: (message: LiveMessage) => boolean,
): void {
  const latest = useRef(reload);
  latest.current = reload;
  const accepts = useRef(only);
  accepts.current = only;
  const key = kinds.join(',');
  useEffect(() => {
    if (!key) return;
    const wanted = new Set(key.split(','));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = followLiveEvents((message) => {
      if (!wanted.has(message.kind) || timer || (accepts.current && !accepts.current(message))) return;
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
