import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth/guard';
import { hashToken } from '../auth/tokens';
import { userStationScope } from '../crud/station-scope';
import { ApiError, ERRORS } from '../messages';
import type { LiveEvent } from './live-bus';
import { createStreamIndex, DEFAULT_STREAM_LIMITS, type StreamIndex, type StreamLimits } from './stream-index';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open live event streams of this process, indexed by seller and station. */
    liveStreams: StreamIndex;
  }
}

/** The action keys that let a user see each kind of live event: the lists the events come from. */
const READ_KEYS: Record<Exclude<LiveEvent['kind'], 'commands' | 'rows'>, string[]> = {
  gun: ['gun:query', 'pile:query', 'pileCommand:query', 'alarmRecord:query'],
  pile: ['gun:query', 'pile:query', 'pileCommand:query', 'alarmRecord:query'],
  alarm: ['alarmRecord:query'],
  command: ['pileCommand:query'],
};

/** The longest a stream stays open; `?maxMs=` asks for less. */
const MAX_STREAM_MS = 10 * 60_000;

/** Seconds a refused stream is told to wait before it asks again (Retry-After). */
const RETRY_AFTER_S = 30;

/** Live events to a browser: where the monitors, the alarm pop-up and the command log listen. */
export const LIVE_EVENTS_PATH = '/api/live/events';

/**
 * GET /api/live/events: a server-sent event stream of the live events the caller may see — of
 * the caller's seller only, of the stations the caller is bound to (if any), and only the kinds
 * whose lists the caller can read. Pushed as they happen (a status change reaches an open
 * monitor at once), with a comment line every 20 s so that proxies keep the stream open.
 *
 * A session holds at most `limits.perSession` streams at once and a user `limits.perUser` (a
 * browser shares one stream between the screens of a tab); one more is answered HTTP 429 with
 * the catalogue's message, until one of them ends. The bus is heard once, and each event goes
 * through the index to the streams of its seller and station only.
 */
export function registerLiveRoutes(app: FastifyInstance, limits: StreamLimits = DEFAULT_STREAM_LIMITS): void {
  const streams = createStreamIndex(limits);
  app.decorate('liveStreams', streams);
  const unsubscribe = app.liveBus.subscribe((event) => streams.route(event));
  const open = new Set<() => void>();
  app.addHook('onClose', async () => {
    unsubscribe();
    for (const close of open) close();
  });
  app.get(LIVE_EVENTS_PATH, { preHandler: requireSession }, async (request, reply) => {
    const session = request.session!;
    const stations = await userStationScope(app.db, session.userId);
    const mayRead = (event: LiveEvent) =>
      event.kind !== 'commands' &&
      (event.kind === 'rows'
        ? session.actions.has(`${event.pageId}:query`)
        : READ_KEYS[event.kind].some((key) => session.actions.has(key)));

    const out = reply.raw;
    const added = streams.add({
      sellerId: session.sellerId,
      sessionKey: hashToken(session.token),
      userId: session.userId,
      stations,
      mayRead,
      write: (event) => out.write(`event: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`),
    });
    if (!added.ok) {
      reply.header('retry-after', String(RETRY_AFTER_S));
      throw new ApiError(
        added.limit === 'session' ? ERRORS.liveStreamsPerSession : ERRORS.liveStreamsPerUser,
        undefined,
        null,
        [added.max],
      );
    }
    reply.hijack();
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    out.write(': connected\n\n');
    const keepAlive = setInterval(() => out.write(': keep-alive\n\n'), 20_000);
    let ended = false;
    const end = () => {
      ended = true;
      clearInterval(keepAlive);
      added.remove();
      open.delete(close);
    };
    const close = () => {
      if (ended) return;
      end();
      out.end();
    };
    open.add(close);
    // The response's close is the client going away (a request's own close fires once its body is read).
    out.on('close', end);
    // A client gone before the stream was set up frees its place at once.
    if (request.raw.socket?.destroyed) close();
    // The stream ends after a while (the browser reconnects at once): a session revoked since
    // it opened stops receiving within that time, since reconnecting checks the session again.
    const requested = Number((request.query as { maxMs?: string } | undefined)?.maxMs);
    const maxMs = Number.isFinite(requested) ? Math.min(Math.max(requested, 0), MAX_STREAM_MS) : MAX_STREAM_MS;
    setTimeout(close, maxMs).unref();
  });
}
