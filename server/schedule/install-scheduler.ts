import type { FastifyInstance } from 'fastify';
import { installPeriodicWork } from '../http/periodic-work';
import { runSchedule } from './scheduler';

/** Once a minute: a status is at most this far behind the clock. */
export const SCHEDULER_MS = 60_000;

/**
 * The server's one scheduler: moves every clock-driven status once the server is ready and then
 * every `everyMs`; 0 never (tests run rounds with their own clock, so nothing writes between
 * their checks). A failed round is logged and the next one tries again. Background work: nobody
 * waits on it, and its statements have the longer bound.
 */
export function installScheduler(app: FastifyInstance, everyMs: number = SCHEDULER_MS): void {
  installPeriodicWork(app, 'scheduler', everyMs, () => runSchedule(app.db.background, app.bundle));
}
