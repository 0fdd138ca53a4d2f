import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { DEFAULT_AUTH_RATE_LIMITS } from './auth/rate-limits';
import { readConfig } from './config';
import { openDatabase } from './db/open-database';
import { createRedisBus } from './live/redis-bus';
import { loadBundleFromDisk } from './meta/load-bundle';
import { loggerOptions } from './http/logger-options';
import { prepareDatabase } from './start-database';
import { guardProcess } from './process-guard';
import { exitForRestart } from './db/exit-for-restart';
import { closeOcppTls, listenOcppTlsFromConfig, readOcppTlsConfig } from './ocpp/ocpp-tls-listener';

/** `tsx server/main.ts`: the API and the built web app on one port. */
async function main() {
  const config = readConfig();
  const ocppTls = readOcppTlsConfig();
  const bundle = loadBundleFromDisk();
  // The app's logger, once there is one: the database opens first.
  const logs: { to?: Pick<FastifyBaseLogger, 'fatal' | 'warn'> } = {};
  const db = await openDatabase(
    config,
    (error) => exitForRestart(logs.to, error),
    // A PostgreSQL restart ends idle connections: the pool replaces them, the server goes on.
    (error) => {
      if (logs.to) logs.to.warn({ err: error }, 'a database connection failed and was replaced');
      else console.warn('a database connection failed and was replaced:', error);
    },
  );
  // Several instances share live events through Redis; one alone keeps them in process.
  const liveBus = config.redisUrl
    ? await createRedisBus(config.redisUrl, (error) => console.error('live bus (Redis):', error))
    : undefined;
  const app = await buildApp({
    liveBus,
    db,
    bundle,
    logger: loggerOptions(config.logLevel, bundle),
    distDir: config.distDir,
    mapTiles: config.mapTiles,
    ocppMaxFrameBytes: config.ocppMaxFrameBytes,
    trustProxy: config.trustProxy,
    alarmNotify: config.alarmNotify,
    liveStreams: config.liveStreams,
    authRateLimits: config.loginRateLimit
      ? { ...DEFAULT_AUTH_RATE_LIMITS, login: config.loginRateLimit }
      : DEFAULT_AUTH_RATE_LIMITS,
  });
  // From here on nothing a caller sends can end the process through a failure nobody caught.
  guardProcess(app.log);
  logs.to = app.log;
  try {
    // Migration and seeding are background work: the longer statement bound is theirs.
    const prepared = await prepareDatabase(db.background, bundle, {
      force: config.migrateForce,
      profile: config.seedProfile,
    });
    app.log.info(
      {
        database: db.kind,
        systemSteps: prepared.migration.systemSteps,
        statements: prepared.migration.statements.length,
        warnings: prepared.migration.warnings,
        permissions: prepared.permissions.total,
        newPermissions: prepared.permissions.added.length,
        seeded: prepared.seeded,
      },
      'database ready',
    );
  } catch (error) {
    app.log.fatal({ err: error }, 'database preparation failed');
    await db.close();
    process.exit(1);
  }

  let tlsServer: Awaited<ReturnType<typeof listenOcppTlsFromConfig>> | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    if (tlsServer) await closeOcppTls(tlsServer);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: '0.0.0.0' });
  // Chargers of security profile 2 connect here with wss:// unless a proxy terminates TLS.
  if (ocppTls) {
    tlsServer = await listenOcppTlsFromConfig(app, ocppTls);
    app.log.info({ port: ocppTls.port }, 'ocpp wss:// listener ready');
  }
}

// A start that fails (configuration, database) ends the process non-zero, for its supervisor to see.
main().catch((error) => {
  console.error('the server could not start:', error);
  process.exit(1);
});
