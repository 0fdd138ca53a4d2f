import type { FastifyInstance } from 'fastify';
import { md5 } from 'js-md5';
import { buildApp, type BuildAppOptions } from '../app';
import type { LiveBus } from '../live/live-bus';
import type { StreamLimits } from '../live/stream-index';
import { DEFAULT_ALARM_NOTIFY, type AlarmNotifySettings } from '../ocpp/notify-limits';
import type { EntityHookMap } from '../entities';
import { localFileStore } from '../files/local-file-store';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, type TestDatabase, type TestDatabaseOptions } from './test-database';

// Tests read answers field by field and fail on a wrong shape anyway; typing each is noise.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyData = any;

export interface ApiAnswer<T = AnyData> {
  status: number;
  body: { code: number; msg: string; data: T; success: boolean };
  headers: Record<string, string | string[] | number | undefined>;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** The caller's address, for the sellers' IP login policy. */
  ip?: string;
}

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
  /** One request through fastify's inject; GET when there is no body. */
  call<T = AnyData>(url: string, options?: CallOptions & { method?: 'GET' | 'POST' }): Promise<ApiAnswer<T>>;
  /** Logs in with a clear password (sent as its MD5 digest, as the web app does); answers the token. */
  login(sellerNumber: string, account: string, password: string): Promise<string>;
}

/** The demo accounts (server/seed/demo-sellers.ts). */
export const DEMO = {
  platform: { sellerNumber: '100000', account: 'admin', password: 'Admin@123456' },
  admin1: { sellerNumber: '100001', account: 'admin', password: 'Admin@123456' },
  viewer1: { sellerNumber: '100001', account: 'viewer', password: 'Viewer@123456' },
  station1: { sellerNumber: '100001', account: 'station', password: 'Station@123456' },
  finance1: { sellerNumber: '100001', account: 'finance', password: 'Finance@123456' },
  admin2: { sellerNumber: '100002', account: 'admin', password: 'Admin@123456' },
  smsCaptcha: { sellerNumber: '100003', account: 'admin', password: 'Admin@123456' },
  ipRestricted: { sellerNumber: '100004', account: 'admin', password: 'Admin@123456' },
} as const;

export const loginBody = (sellerNumber: string, account: string, password: string) => ({
  sellerNumber,
  credentials: { account, password: md5(password) },
  smsCaptchaPass: true,
});

/** The whole app on a prepared test database (PGlite, or PostgreSQL with DATABASE_URL). */
export async function createTestApp(
  options: TestDatabaseOptions & {
    hooks?: EntityHookMap;
    liveBus?: LiveBus;
    /** The alarm notices' delay and limits, over the product's defaults. */
    alarmNotify?: Partial<AlarmNotifySettings>;
    liveStreams?: StreamLimits;
    /** Settings of the charger handshake: proxies trusted, limits of refused handshakes. */
    ocpp?: Pick<BuildAppOptions, 'trustProxy' | 'ocppHandshakeLimits'>;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(options);
  // Uploads of one test app go to a folder of its own, removed on close.
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'charge-ops-files-'));
  const fileStore = localFileStore(filesDir);
  const app = await buildApp({
    db: database.db,
    bundle: database.bundle,
    hooks: options.hooks,
    fileStore,
    liveBus: options.liveBus,
    alarmNotify: { ...DEFAULT_ALARM_NOTIFY, ...options.alarmNotify },
    liveStreams: options.liveStreams,
    // Nothing writes behind a test's back: tests that need the command sweep call it.
    commandSweepMs: 0,
    schedulerMs: 0,
    reconciliationCheckMs: 0,
    ...options.ocpp,
  });
  const call: TestApp['call'] = async (url, { token, body, ip, method } = {}) => {
    const response = await app.inject({
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      url,
      payload: body as object | undefined,
      headers: token ? { authorization: token } : {},
      remoteAddress: ip,
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  const login = async (sellerNumber: string, account: string, password: string) => {
    const answer = await call('/api/system/login', { body: loginBody(sellerNumber, account, password) });
    if (answer.body.code !== 0) throw new Error(`login ${sellerNumber}/${account} failed: ${answer.body.msg}`);
    return answer.body.data.token as string;
  };
  return {
    ...database,
    app,
    call,
    login,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** The digits of the last SMS sent to a phone (the outbox stands in for the provider). */
export async function lastSmsCode(db: TestDatabase['db'], phone: string): Promise<string> {
  const { rows } = await db.query<{ content: string }>(
    `select content from sms_outbox where phone = $1 order by id desc limit 1`,
    [phone],
  );
  const code = rows[0]?.content.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no SMS code sent to ${phone}`);
  return code;
}

/**
 * Listens on a free local port, as the server does for chargers, and answers the charger
 * endpoint's address (`ws://127.0.0.1:<port>/ocpp`).
 */
export async function listenForPiles(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ocpp`;
}
