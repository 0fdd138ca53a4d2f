import { databaseHealth } from './db/database-health';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { parse as parseQueryString } from 'node:querystring';
import type { MetaBundle } from '../src/meta/bundle';
import type { Database } from './db/database';
import { entityRoutes } from './crud/entity-routes';
import { installErrorHandling } from './http/error-handler';
import { installInputGuard } from './http/input-guard';
import { installStaticFiles } from './http/static-files';
import { ok } from './http/reply';
import { installAccessStampHeader } from './auth/access-stamp-header';
import { authRoutes } from './auth/auth-routes';
import { systemRoutes } from './system/system-routes';
import { auditLogRoutes } from './audit/audit-log-routes';
import { memberRetentionRoutes } from './insight/member-retention-route';
import { installReconciliationSchedule, reconciliationRoutes } from './ledger/reconciliation-routes';
import { outboxSmsSender, type SmsSender } from './auth/sms-sender';
import { SessionCache } from './auth/session-cache';
import type { EntityHookMap } from './entities';
import type { FileStore } from './files/file-store';
import { fileStoreFromEnv } from './files/file-store-from-env';
import { registerFileRoutes } from './files/file-routes';
import { createLocalBus, type LiveBus } from './live/live-bus';
import { registerLiveRoutes } from './live/live-routes';
import { installCentralSystem } from './ocpp/install-central-system';
import type { AlarmNotifySettings } from './ocpp/notify-limits';
import type { StreamLimits } from './live/stream-index';
import type { HandshakeLimits } from './ocpp/handshake-guard';
import { collectRoutes } from './openapi/route-table';
import { installAuthRateLimits, type AuthRateLimits } from './auth/rate-limits';
import { installSecurityHeaders } from './http/security-headers';
import type { TrustProxy } from './http/trust-proxy';
import { installScheduler } from './schedule/install-scheduler';
import { NO_MAP_TILES, type MapTiles } from './maps/map-tiles';
import { mapTilesRoute } from './maps/map-tiles-route';

export interface BuildAppOptions {
  db: Database;
  bundle: MetaBundle;
  /** fastify's logger option: false in tests, pino options in main.ts. */
  logger?: FastifyServerOptions['logger'];
  /** The built web app, served beside the API when it exists. */
  distDir?: string;
  /** Where SMS codes go; the outbox table unless a real provider is plugged in. */
  smsSender?: SmsSender;
  /** Behind reverse proxies: the hops or addresses trusted to name the caller (IP login policy). */
  trustProxy?: TrustProxy;
  /** Per-IP limits of the login, SMS and ticket routes; the defaults unless given. */
  authRateLimits?: AuthRateLimits;
  /** Server hooks by entity name; server/entities when omitted. */
  hooks?: EntityHookMap;
  /** Where uploaded files go; a folder under DATA_DIR unless the environment names another store. */
  fileStore?: FileStore;
  /** Live events between instances; in-process unless given (main.ts passes Redis's when configured). */
  liveBus?: LiveBus;
  /** How often unanswered pile commands are closed, in ms; 0 never (tests sweep explicitly). */
  commandSweepMs?: number;
  /** How often the scheduler moves clock-driven statuses (schemas' `timedStatus`), in ms; 0 never. */
  schedulerMs?: number;
  /** How often sellers not reconciled for a day are looked for, in ms (each is reconciled daily); 0 never. */
  reconciliationCheckMs?: number;
  /** The maps' tile source; none (markers on a plain background) unless given. */
  mapTiles?: MapTiles;
  /** The alarm notices' delay and limits per pile and seller; the defaults unless given. */
  alarmNotify?: AlarmNotifySettings;
  /** Live event streams one session and one user may hold open; the defaults unless given. */
  liveStreams?: StreamLimits;
  /** The largest frame a pile may send, in bytes; 128 KB unless given. */
  ocppMaxFrameBytes?: number;
  /** Refused charger handshakes allowed a minute per address and per pile code; the defaults unless given. */
  ocppHandshakeLimits?: HandshakeLimits;
}

declare module 'fastify' {
  interface FastifyInstance {
    bundle: MetaBundle;
    smsSender: SmsSender;
    liveBus: LiveBus;
  }
}

/** A session cache kept in step with the database's writes, local and remote. */
async function followedSessionCache(app: FastifyInstance, db: Database): Promise<SessionCache> {
  const cache = new SessionCache();
  // Where the database's notifications come late, a local write must not wait for its own:
  // any write this process commits drops the cache at once.
  const stopLocal = db.hearsOwnWritesAtOnce ? () => undefined : db.onLocalWrite(() => cache.invalidate());
  const stopFollowing = await db.follow('session_change', {
    notify: () => cache.invalidate(),
    ready: () => cache.resume(),
    lost: () => cache.suspend(),
  });
  app.addHook('onClose', async () => {
    stopLocal();
    await stopFollowing();
  });
  return cache;
}

/**
 * The whole server as one fastify instance: API answers `{ code, msg, data, success }`, the
 * session and system routes, the generic entity routes, then the web app.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false });
  app.decorate('db', options.db);
  app.decorate('sessionCache', await followedSessionCache(app, options.db));
  app.decorate('bundle', options.bundle);
  app.decorate('smsSender', options.smsSender ?? outboxSmsSender);
  app.decorate('routeTable', collectRoutes(app));
  const liveBus = options.liveBus ?? createLocalBus();
  app.decorate('liveBus', liveBus);
  app.addHook('onClose', () => liveBus.close());
  // The login page posts the seller id as a form field (SPEC section 7).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, parseQueryString(body as string)),
  );
  installErrorHandling(app);
  installAccessStampHeader(app);
  installInputGuard(app);
  const mapTiles = options.mapTiles ?? NO_MAP_TILES;
  await installSecurityHeaders(app, options.distDir, mapTiles.url);
  await installAuthRateLimits(app, options.authRateLimits);

  app.get('/api/health', async () => {
    const state = await databaseHealth(options.db);
    return ok({ status: 'up', database: options.db.kind, databaseState: state });
  });
  await app.register(authRoutes);
  await app.register(systemRoutes);
  await app.register(auditLogRoutes);
  await app.register(memberRetentionRoutes);
  await app.register(reconciliationRoutes);
  await app.register(mapTilesRoute, { tiles: mapTiles });
  const fileStore = options.fileStore ?? fileStoreFromEnv();
  registerFileRoutes(app, fileStore);
  registerLiveRoutes(app, options.liveStreams);
  await app.register(entityRoutes, { db: options.db, bundle: options.bundle, hooks: options.hooks, fileStore });
  installCentralSystem(app, options.commandSweepMs, {
    maxFrameBytes: options.ocppMaxFrameBytes,
    alarmNotify: options.alarmNotify,
    trustProxy: options.trustProxy,
    handshakeLimits: options.ocppHandshakeLimits,
  });
  installScheduler(app, options.schedulerMs);
  installReconciliationSchedule(app, options.reconciliationCheckMs);
  await installStaticFiles(app, options.distDir);
  return app;
}
