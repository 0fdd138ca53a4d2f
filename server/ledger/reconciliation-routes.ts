import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { actionKey } from '../../src/meta/entity-actions';
import { requireAction } from '../auth/guard';
import { installPeriodicWork } from '../http/periodic-work';
import { answer, sellerOf } from '../crud/route-kit';
import {
  latestReconciliation,
  RECONCILIATION_CHECK_MS,
  runReconciliation,
  sweepReconciliations,
} from './reconciliation-runs';

/** The books reconciliation screen's page id (menu item in schemas/menu/finance.json). */
export const BOOKS_RECONCILIATION_PAGE = 'booksReconciliation';
export const RECONCILIATION_LATEST_PATH = '/api/finance/reconciliation/latest';
export const RECONCILIATION_RUN_PATH = '/api/finance/reconciliation/run';

/**
 * The books reconciliation: the caller's seller's latest result (kept by the daily schedule or
 * the last "run now"), and "run now". Both read and write only the caller's seller.
 */
export const reconciliationRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    RECONCILIATION_LATEST_PATH,
    { preHandler: requireAction(actionKey(BOOKS_RECONCILIATION_PAGE, 'query')) },
    (request, reply) => answer(request, reply, () => latestReconciliation(app.db, sellerOf(request))),
  );
  app.post(
    RECONCILIATION_RUN_PATH,
    { preHandler: requireAction(actionKey(BOOKS_RECONCILIATION_PAGE, 'run')) },
    (request, reply) =>
      answer(request, reply, () => runReconciliation(app.db, sellerOf(request), request.session!.userId)),
  );
};

/**
 * Reconciles every seller's books once a day on its own: looks every `everyMs` (an hour) for
 * sellers not reconciled for a day, once the server is ready; 0 never (tests run it
 * themselves). A failed sweep is logged and the next one tries again.
 */
export function installReconciliationSchedule(app: FastifyInstance, everyMs: number = RECONCILIATION_CHECK_MS): void {
  installPeriodicWork(app, 'books reconciliation', everyMs, () => sweepReconciliations(app.db));
}
