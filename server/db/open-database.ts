import type { ServerConfig } from '../config';
import type { Database } from './database';
import { openPgliteThread } from './pglite-thread';
import { openPostgres } from './postgres';

/**
 * PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR, on a thread of
 * its own so that its statements run beside the piles and pages rather than in their way.
 */
export function openDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  return config.databaseUrl
    ? openPostgres({ connectionString: config.databaseUrl })
    : openPgliteThread({ dataDir: config.dataDir });
}
