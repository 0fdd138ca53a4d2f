import type { Database } from './database';
import { isStatementTimeout } from './statement-timeout';

/** How long the health check waits for the database before answering without it. */
export const HEALTH_DATABASE_WAIT_MS = 300;

/**
 * Whether the database answers a trivial statement: `up`, or `busy` when it has not answered
 * within `waitMs` (PGlite running one long statement, every PostgreSQL connection taken). A
 * health check answers within its wait either way: a monitor that polls it must not queue
 * behind a heavy report. A database that fails (its thread is gone, the server refuses) throws.
 */
export async function databaseHealth(db: Database, waitMs = HEALTH_DATABASE_WAIT_MS): Promise<'up' | 'busy'> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<'busy'>((resolve) => (timer = setTimeout(() => resolve('busy'), waitMs)));
  // Its own statement bound may refuse it first (PGlite drops a statement that waited past its
  // deadline, and that answer can arrive before the wait's timer fires): that is busy too.
  const answered = db.query('select 1').then(
    () => 'up' as const,
    (error: unknown) => {
      if (isStatementTimeout(error)) return 'busy' as const;
      throw error;
    },
  );
  // The statement may still fail after the wait: nobody is listening for it then.
  answered.catch(() => undefined);
  try {
    return await Promise.race([answered, waited]);
  } finally {
    clearTimeout(timer);
  }
}
