import type { ServerConfig } from '../config';
import type { Database } from './database';
import { openPgliteThread } from './pglite-thread';
import { openPostgres } from './postgres';

/**
 * PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR, on a thread of
 * its own so that its statements run beside the piles and pages rather than in their way.
 */
export function openDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'> &
    Partial<Pick<ServerConfig, 'statementTimeoutMs' | 'backgroundStatementTimeoutMs'>>,
  /** The embedded database's thread stopped for good (see PgliteThreadOptions.onStopped). */
  onStopped?: (error: Error) => void,
  /** PostgreSQL: an idle connection failed and was replaced (see PostgresOptions.onConnectionError). */
  onConnectionError?: (error: Error) => void,
): Promise<Database> {
  const limits = {
    statementTimeoutMs: config.statementTimeoutMs,
    backgroundStatementTimeoutMs: config.backgroundStatementTimeoutMs,
  };
  return config.databaseUrl
    ? openPostgres({ connectionString: config.databaseUrl, ...limits, onConnectionError })
    : openPgliteThread({ dataDir: config.dataDir, ...limits, onStopped });
}
