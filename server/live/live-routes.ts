import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth/guard';
import { userStationScope } from '../crud/station-scope';
import type { LiveEvent } from './live-bus';

/** The action keys that let a user see each kind of live event: the lists the events come from. */
const READ_KEYS: Record<Exclude<LiveEvent['kind'], 'commands' | 'rows'>, string[]> = {
  gun: ['gun:query', 'pile:query', 'pileCommand:query', 'alarmRecord:query'],
  pile: ['gun:query', 'pile:query', 'pileCommand:query', 'alarmRecord:query'],
  alarm: ['alarmRecord:query'],
  command: ['pileCommand:query'],
};

/** The longest a stream stays open; `?maxMs=` asks for less. */
const MAX_STREAM_MS = 10 * 60_000;

/** Live events to a browser: where the monitors, the alarm pop-up and the command log listen. */
export const LIVE_EVENTS_PATH = '/api/live/events';

/**
 * GET /api/live/events: a server-sent event stream of the live events the caller may see — of
 * the caller's seller only, of the stations the caller is bound to (if any), and only the kinds
 * whose lists the caller can read. Pushed as they happen (a status change reaches an open
 * monitor at once), with a comment line every 20 s so that proxies keep the stream open.
 */
export function registerLiveRoutes(app: FastifyInstance): void {
  const open = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const close of open) close();
  });
  app.get(LIVE_EVENTS_PATH, { preHandler: requireSession }, async (request, reply) => {
    const session = request.session!;
    const stations = await userStationScope(app.db, session.userId);
    const mayRead = (event: LiveEvent) =>
      event.kind !== 'commands' &&
      event.sellerId === session.sellerId &&
      (event.kind === 'rows'
        ? session.actions.has(`${event.pageId}:query`)
        : READ_KEYS[event.kind].some((key) => session.actions.has(key))) &&
      (stations === null ||
        !('stationId' in event) ||
        (event.stationId !== null && stations.includes(event.stationId)));

    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    out.write(': connected\n\n');
    const unsubscribe = app.liveBus.subscribe((event) => {
      if (mayRead(event)) out.write(`event: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`);
    });
    const keepAlive = setInterval(() => out.write(': keep-alive\n\n'), 20_000);
    let ended = false;
    const end = () => {
      ended = true;
      clearInterval(keepAlive);
      unsubscribe();
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
    // The stream ends after a while (the browser reconnects at once): a session revoked since
    // it opened stops receiving within that time, since reconnecting checks the session again.
    const requested = Number((request.query as { maxMs?: string } | undefined)?.maxMs);
    const maxMs = Number.isFinite(requested) ? Math.min(Math.max(requested, 0), MAX_STREAM_MS) : MAX_STREAM_MS;
    setTimeout(close, maxMs).unref();
  });
}
