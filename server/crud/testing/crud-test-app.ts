import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { prepareDatabase } from '../../start-database';
import { openTestDatabase } from '../../test-support/test-database';
import { DEMO, loginBody } from '../../test-support/test-app';
import { withChargeOrder } from './charge-order-entity';
import type { MetaBundle } from '../../../src/meta/bundle';

// Tests read answers field by field and fail on a wrong shape anyway.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyData = any;

export interface CrudAnswer {
  status: number;
  headers: Record<string, unknown>;
  body: { code: number; msg: string; data: AnyData; success: boolean };
  raw: Buffer;
}

export interface CrudTestApp {
  app: FastifyInstance;
  db: Database;
  bundle: MetaBundle;
  tokens: { admin1: string; viewer1: string; admin2: string };
  post(url: string, body: unknown, token?: string): Promise<CrudAnswer>;
  upload(url: string, file: Buffer, token: string): Promise<CrudAnswer>;
  close(): Promise<void>;
}

/** A multipart/form-data body with one file field, as the web app's import dialog sends it. */
function multipartBody(file: Buffer) {
  const boundary = `----crud${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="import.xlsx"\r\n` +
      `Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
  );
  return { payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]), boundary };
}

/**
 * The whole app on a fresh, seeded database (PGlite, or PostgreSQL with DATABASE_URL) whose
 * schemas include the charge order test entity, with the demo accounts logged in.
 */
export async function createCrudTestApp(): Promise<CrudTestApp> {
  const database = await openTestDatabase({ prepared: false });
  const bundle = withChargeOrder(database.bundle);
  // The charge orders are the tests' own rows: the demo seed must not add any.
  await prepareDatabase(database.db, bundle, { fillEmptyScreens: false });
  const app = await buildApp({ db: database.db, bundle });
  const toAnswer = (response: Awaited<ReturnType<FastifyInstance['inject']>>): CrudAnswer => {
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    return {
      status: response.statusCode,
      headers: response.headers,
      body: isJson ? response.json() : (null as AnyData),
      raw: response.rawPayload,
    };
  };
  const post: CrudTestApp['post'] = async (url, body, token) =>
    toAnswer(
      await app.inject({
        method: 'POST',
        url,
        payload: body as object,
        headers: token ? { authorization: token } : {},
      }),
    );
  const upload: CrudTestApp['upload'] = async (url, file, token) => {
    const { payload, boundary } = multipartBody(file);
    const headers = { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` };
    return toAnswer(await app.inject({ method: 'POST', url, payload, headers }));
  };
  const login = async (account: { sellerNumber: string; account: string; password: string }) => {
    const answer = await post('/api/system/login', loginBody(account.sellerNumber, account.account, account.password));
    if (answer.body.code !== 0) throw new Error(`login failed: ${answer.body.msg}`);
    return answer.body.data.token as string;
  };
  const tokens = {
    admin1: await login(DEMO.admin1),
    viewer1: await login(DEMO.viewer1),
    admin2: await login(DEMO.admin2),
  };
  return {
    app,
    db: database.db,
    bundle,
    tokens,
    post,
    upload,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
