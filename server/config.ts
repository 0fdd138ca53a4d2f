import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import type { MapTiles } from './maps/map-tiles';
import { readStreamLimits, type StreamLimits } from './live/stream-index';
import { readAlarmNotifySettings, type AlarmNotifySettings } from './ocpp/notify-limits';
import { isSeedProfile, type SeedProfile } from './seed/seed-profile';

/** Server settings, read once from the environment (ARCHITECTURE.md "Fixed names"). */
export interface ServerConfig {
  port: number;
  /** Folder of the embedded PGlite database; unused when databaseUrl is set. */
  dataDir: string;
  /** A PostgreSQL connection string; switches from PGlite to a PostgreSQL server. */
  databaseUrl?: string;
  logLevel: string;
  /** Logins a minute from one address (LOGIN_RATE_LIMIT); the default when unset. */
  loginRateLimit?: number;
  /** Refuse destructive migrations unless this is set (MIGRATE_FORCE=1). */
  migrateForce: boolean;
  /** Built web app served beside the API, when it exists. */
  distDir: string;
  /** Behind reverse proxies (TRUST_PROXY): hops or addresses that may name the caller. */
  trustProxy: TrustProxy;
  /** Redis shared by several instances for live events (REDIS_URL); in-process without it. */
  redisUrl?: string;
  /** The maps' tile source (MAP_TILE_URL, MAP_TILE_ATTRIBUTION); empty: markers on a plain background. */
  mapTiles: MapTiles;
  /** The demo data's volume when the first start seeds an empty database (SEED_PROFILE). */
  seedProfile: SeedProfile;
  /** Alarm notices: delay, limits per pile and seller, reopening (ALARM_NOTIFY_*, ALARM_REOPEN_WITHIN_S). */
  alarmNotify: AlarmNotifySettings;
  /** Live event streams per session and per user (LIVE_STREAMS_PER_SESSION, LIVE_STREAMS_PER_USER). */
  liveStreams: StreamLimits;
  /** The largest frame a pile may send, in bytes (OCPP_MAX_FRAME_BYTES); the default when unset. */
  ocppMaxFrameBytes?: number;
  /** Longest statement of a request someone waits on (DB_STATEMENT_TIMEOUT_MS); 0: no bound. */
  statementTimeoutMs: number;
  /** Longest statement of background work: piles, sweeps, migration (DB_BACKGROUND_STATEMENT_TIMEOUT_MS). */
  backgroundStatementTimeoutMs: number;
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;
export const DEFAULT_BACKGROUND_STATEMENT_TIMEOUT_MS = 300_000;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    migrateForce: env.MIGRATE_FORCE === '1' || env.MIGRATE_FORCE === 'true',
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT) > 0 ? Number(env.LOGIN_RATE_LIMIT) : undefined,
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL || undefined,
    mapTiles: { url: env.MAP_TILE_URL?.trim() ?? '', attribution: env.MAP_TILE_ATTRIBUTION?.trim() ?? '' },
    seedProfile: parseSeedProfile(env.SEED_PROFILE),
    alarmNotify: readAlarmNotifySettings(env),
    liveStreams: readStreamLimits(env),
    ocppMaxFrameBytes: parseByteCount('OCPP_MAX_FRAME_BYTES', env.OCPP_MAX_FRAME_BYTES),
    statementTimeoutMs: parseMilliseconds(env, 'DB_STATEMENT_TIMEOUT_MS', DEFAULT_STATEMENT_TIMEOUT_MS),
    backgroundStatementTimeoutMs: parseMilliseconds(
      env,
      'DB_BACKGROUND_STATEMENT_TIMEOUT_MS',
      DEFAULT_BACKGROUND_STATEMENT_TIMEOUT_MS,
    ),
  };
}

/** A positive whole number of bytes, or unset; any other value stops the start. */
function parseByteCount(name: string, value: string | undefined): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (!/^[1-9][0-9]{0,9}$/.test(text)) throw new Error(`${name} must be a positive number of bytes, not "${text}"`);
  return Number(text);
}

/** A duration in milliseconds, 0 for none; anything but a whole number stops the start. */
function parseMilliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const ms = Number(value);
  if (!Number.isSafeInteger(ms) || ms < 0) throw new Error(`${name} must be a number of milliseconds, not "${value}"`);
  return ms;
}

/** SEED_PROFILE: `small` (default, what the end-to-end server seeds) or `demo`; any other value stops the start. */
function parseSeedProfile(value: string | undefined): SeedProfile {
  const name = value?.trim() || 'small';
  if (!isSeedProfile(name)) throw new Error(`SEED_PROFILE must be small or demo, not "${name}"`);
  return name;
}
