import { getToken } from '../auth/storage';

/** A live event as the server pushes it (server/live/live-bus.ts). */
export interface LiveMessage {
  kind: 'gun' | 'pile' | 'alarm' | 'command' | 'rows';
  sellerId: number;
  /** Every kind but rows. */
  pileId: number;
  /** Rows: the entity whose rows the live network changed. */
  entity?: string;
  /** Every kind but rows: the pile's station. */
  stationId?: number | null;
  gunIndex?: number;
  status?: number;
  powerW?: number;
  voltageV?: number;
  currentA?: number;
  soc?: number;
  energyWh?: number;
  online?: boolean;
  alarmId?: number;
  commandId?: number;
  level?: number;
  open?: boolean;
  content?: string;
  /** An opened alarm: how the seller's notify rules want it signalled on screen. */
  flash?: boolean;
  popup?: boolean;
  sound?: boolean;
  at: number;
}

const RECONNECT_MS = 1_000;
/** A stream refused for too many open ones (HTTP 429) asks again this much later, unless told when. */
const REFUSED_RETRY_MS = 30_000;

/**
 * Reads the server's live event stream (GET /api/live/events, server-sent events read through
 * fetch so that the session token travels in its header, as on every other call), reopening it
 * whenever it ends, until the returned function is called.
 */
function openStream(onMessage: (message: LiveMessage) => void): () => void {
  let stopped = false;
  let abort = new AbortController();
  const run = async () => {
    while (!stopped) {
      abort = new AbortController();
      let wait = RECONNECT_MS;
      try {
        const token = getToken();
        const response = await fetch('/api/live/events', {
          headers: token ? { authorization: token } : {},
          signal: abort.signal,
        });
        if (response.status === 429) {
          // The session holds as many streams as it may (other tabs): ask again once one may have closed.
          const seconds = Number(response.headers.get('retry-after'));
          wait = seconds > 0 ? seconds * 1_000 : REFUSED_RETRY_MS;
        }
        if (!response.ok || !response.body) throw new Error(`live events: HTTP ${response.status}`);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
            buffer = buffer.slice(end + 2);
            if (data) onMessage(JSON.parse(data) as LiveMessage);
          }
        }
      } catch {
        // Ended, refused or cut: try again shortly (unless stopped).
      }
      if (!stopped) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
  void run();
  return () => {
    stopped = true;
    abort.abort();
  };
}

const listeners = new Set<(message: LiveMessage) => void>();
let closeStream: (() => void) | undefined;

/**
 * Follows the live events: every follower of the page shares one stream (a browser opens only
 * six connections to a server, and a dashboard has many live figures), opened with the first
 * follower and closed when the last one stops. The returned function stops following.
 */
export function followLiveEvents(onMessage: (message: LiveMessage) => void): () => void {
  // Each follower is its own entry, even when two pass the same function.
  const listener = (message: LiveMessage) => onMessage(message);
  listeners.add(listener);
  closeStream ??= openStream((message) =>
    listeners.forEach((each) => {
      try {
        each(message);
      } catch (error) {
        // One screen's failure neither silences the others nor cuts the shared stream.
        setTimeout(() => {
          throw error;
        });
      }
    }),
  );
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0 || !closeStream) return;
    closeStream();
    closeStream = undefined;
  };
}
