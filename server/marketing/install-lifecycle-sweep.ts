import type { FastifyInstance } from 'fastify';
import { installPeriodicWork } from '../http/periodic-work';
import { sweepLifecycles } from './lifecycle-sweep';

/** Once a minute: a status is at most this far behind the clock. */
export const LIFECYCLE_SWEEP_MS = 60_000;

/**
 * Moves marketing statuses with time once the server is ready and then every `everyMs`; 0
 * never (tests sweep with their own clock, so nothing writes between their checks). A failed
 * sweep is logged and the next one tries again. Background work: nobody waits on it, and its
 * statements have the longer bound.
 */
export function installLifecycleSweep(app: FastifyInstance, everyMs: number = LIFECYCLE_SWEEP_MS): void {
  installPeriodicWork(app, 'marketing lifecycle sweep', everyMs, () => sweepLifecycles(app.db.background));
}
