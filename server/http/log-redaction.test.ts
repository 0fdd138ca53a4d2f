import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MetaBundle } from '../../src/meta/bundle';
import { buildApp } from '../app';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database';
import { loggerOptions } from './logger-options';

const HASH = 'scrypt$c2VjcmV0LXNhbHQ$d2hhdC1hbi1hdHRhY2tlci13YW50cw';
const lines: string[] = [];
let database: TestDatabase;
let app: FastifyInstance;

/** The bundle with one entity field marked secret, as a schema would mark it. */
function withSecretField(bundle: MetaBundle): MetaBundle {
  const [name, entity] = [...bundle.entities.entries()][0];
  const fields = {
    ...entity.fields,
    bankPin: { type: 'string', title: { 'zh-CN': '密钥', 'en-US': 'PIN' }, secret: true },
  };
  return { ...bundle, entities: new Map([...bundle.entities, [name, { ...entity, fields } as typeof entity]]) };
}

beforeAll(async () => {
  database = await openTestDatabase();
  const stream = { write: (line: string) => void lines.push(line) };
  const logger = { ...(loggerOptions('info', withSecretField(database.bundle)) as object), stream };
  app = await buildApp({ db: database.db, bundle: database.bundle, logger: logger as never });
  // A route whose statement fails with the caller's secret among its parameters.
  app.post('/api/test/failing-query', async (request) => {
    const body = request.body as { password: string; payload: string };
    await database.db.query('select $1::text, $2::text from no_such_table', [body.password, body.payload]);
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const logged = () => lines.join('');

describe('the server log', () => {
  it('never carries a failed query’s parameters, and bounds the line', async () => {
    lines.length = 0;
    const payload = 'p'.repeat(1_000_000);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/test/failing-query',
      payload: { password: HASH, payload },
    });
    expect(answer.statusCode).toBe(500);
    const errorLine = lines.find((line) => line.includes('unhandled error'))!;
    expect(errorLine).toBeDefined();
    expect(errorLine).toContain('no_such_table');
    expect(errorLine).not.toContain(HASH);
    expect(errorLine).not.toContain('pppppppppp'.repeat(100));
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThan(20_000);
  });

  it('redacts secrets by key name at any depth, and fields a schema marks secret', () => {
    lines.length = 0;
    app.log.info(
      {
        body: {
          account: 'admin',
          credentials: { password: HASH, smsCode: '123456' },
          session: { token: 'tok-123', passwordHash: HASH, ticket: 'tk-1' },
          bankPin: '9876',
          notes: 'n'.repeat(100_000),
        },
      },
      'a request body',
    );
    const text = logged();
    expect(text).toContain('admin');
    for (const secret of [HASH, '123456', 'tok-123', 'tk-1', '9876']) expect(text).not.toContain(secret);
    expect(text.length).toBeLessThan(5_000);
  });

  it('shows request URLs with secret query values replaced', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/health?token=tok-456&page=2' });
    const text = logged();
    expect(text).toContain('page=2');
    expect(text).not.toContain('tok-456');
  });
});
