import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

const email = '/api/operation/emailConfig';
const params = '/api/bill/clearingParams';
let t: TestApp;
let admin1: string;
let admin2: string;
let viewer1: string;
let platform: string;

const call = async (url: string, body: object, token = admin1) => (await t.call(url, { body, token })).body;
const emailRow = async (sellerNumber: string) =>
  (
    await t.db.query<Record<string, unknown>>(
      `select e.* from email_config e join sellers s on s.id = e.seller_id where s.seller_number = $1`,
      [sellerNumber],
    )
  ).rows;
const valid = {
  smtpHost: 'smtp.example.com',
  port: 465,
  ssl: true,
  account: 'ops@example.com',
  password: 'first-secret',
  senderName: '运维',
};

beforeAll(async () => {
  t = await createTestApp();
  admin1 = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  admin2 = await t.login(DEMO.admin2.sellerNumber, DEMO.admin2.account, DEMO.admin2.password);
  viewer1 = await t.login(DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password);
  platform = await t.login(DEMO.platform.sellerNumber, DEMO.platform.account, DEMO.platform.password);
});
afterAll(() => t?.close());

describe('single: one settings row per seller', () => {
  it('answers the defaults before the first save, with no row written', async () => {
    const answer = await call(`${email}/get`, {}, platform);
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({
      id: null,
      port: 465,
      ssl: true,
      smtpHost: null,
      $secrets: { password: false },
    });
    expect(await emailRow('100000')).toEqual([]);
  });

  it('creates the row on the first save and changes it on the next, never a second row', async () => {
    const first = await call(`${email}/save`, valid, platform);
    expect(first.code).toBe(0);
    const second = await call(`${email}/save`, { ...valid, port: 587, ssl: false }, platform);
    expect(second.code).toBe(0);
    expect(second.data.id).toBe(first.data.id);
    const rows = await emailRow('100000');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ port: 587, ssl: false, smtp_host: 'smtp.example.com' });
  });

  it("keeps each seller's settings apart: no id, filter or payload reaches another seller's row", async () => {
    const before = await emailRow('100002');
    const mine = await call(`${email}/save`, { ...valid, smtpHost: 'smtp.one.cn', id: before[0]?.id, sellerId: 2 });
    expect(mine.code).toBe(0);
    expect((await emailRow('100002'))[0]).toEqual(before[0]);
    expect((await call(`${email}/get`, {}, admin2)).data.smtpHost).not.toBe('smtp.one.cn');
    expect((await call(`${email}/get`, {})).data.smtpHost).toBe('smtp.one.cn');
  });

  it('has only get and save: no list, no delete, no export', async () => {
    for (const op of ['page', 'delete', 'update', 'export', 'import']) {
      const answer = await t.call(`${email}/${op}`, { body: {}, token: admin1 });
      expect(answer.status, op).toBe(404);
    }
  });

  it('is documented with its two routes and its test, and without the password', async () => {
    const doc = (await t.call('/api/openapi.json')).body as unknown as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    const routes = Object.keys(doc.paths).filter((path) => path.startsWith(`${email}/`));
    expect(routes.sort()).toEqual([`${email}/get`, `${email}/save`, `${email}/test`]);
    expect(doc.components.schemas.emailConfig.properties).not.toHaveProperty('password');
    expect(doc.components.schemas.emailConfig.properties).toHaveProperty('$secrets');
  });

  it('needs query to read and edit to save: a viewer reads but cannot save', async () => {
    expect((await call(`${email}/get`, {}, viewer1)).code).toBe(0);
    const refused = await t.call(`${email}/save`, { body: valid, token: viewer1 });
    expect(refused.status).toBe(403);
  });

  it('validates like any form: required, typed and ruled values, unknown keys; nothing changes', async () => {
    const before = await emailRow('100001');
    const answer = await call(`${email}/save`, { smtpHost: 'bad host', port: 70000, account: 'nope', extra: 1 });
    expect(answer.code).toBe(10);
    const fields = answer.data.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['account', 'extra', 'port', 'smtpHost']);
    expect(await emailRow('100001')).toEqual(before);
  });
});

describe('secret: written, never read back', () => {
  it('never answers the password, only that it is set, in get and save', async () => {
    const saved = await call(`${email}/save`, { ...valid, password: 'pa55-word-1' });
    expect(JSON.stringify(saved.data)).not.toContain('pa55-word-1');
    expect(saved.data.$secrets).toEqual({ password: true });
    const got = await call(`${email}/get`, {});
    expect(JSON.stringify(got)).not.toContain('pa55-word-1');
    expect(got.data).not.toHaveProperty('password');
    expect((await emailRow('100001'))[0].password).toBe('pa55-word-1');
  });

  it('keeps the stored password when an edit sends it empty, null or as the mask', async () => {
    for (const password of ['', null, '******', undefined]) {
      const answer = await call(`${email}/save`, { ...valid, senderName: `发件${String(password)}`, password });
      expect(answer.code, String(password)).toBe(0);
      expect((await emailRow('100001'))[0].password).toBe('pa55-word-1');
    }
    await call(`${email}/save`, { ...valid, password: 'rotated-2' });
    expect((await emailRow('100001'))[0].password).toBe('rotated-2');
  });

  it('leaves the password out of the audit log', async () => {
    const { rows } = await t.db.query<{ before: unknown; after: unknown }>(
      `select before, after from audit_log where entity = 'emailConfig'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const logged = JSON.stringify(rows);
    for (const secret of ['pa55-word-1', 'rotated-2', 'first-secret']) expect(logged).not.toContain(secret);
  });

  it('demands the password on the first save, when none is stored', async () => {
    await t.db.query(
      `delete from email_config where seller_id = (select id from sellers where seller_number = '100002')`,
    );
    const answer = await call(`${email}/save`, { ...valid, password: '' }, admin2);
    expect(answer.code).toBe(10);
    expect(answer.data.errors.map((e: { field: string }) => e.field)).toEqual(['password']);
    expect(await emailRow('100002')).toEqual([]);
  });
});

describe('test: an honest connection check', () => {
  let server: net.Server;
  let port: number;
  const sockets = new Set<net.Socket>();
  beforeAll(async () => {
    server = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('reports a server that answers, on the host and port of the form', async () => {
    const answer = await call(`${email}/test`, { smtpHost: '127.0.0.1', port, ssl: false });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ host: '127.0.0.1', port, tls: false });
  });

  it('reports a refused connection as a failure with the reason', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const free = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const answer = await call(`${email}/test`, { smtpHost: '127.0.0.1', port: free, ssl: false });
    expect(answer.code).not.toBe(0);
    expect(answer.msg).toContain(`127.0.0.1:${free}`);
    expect(answer.msg).toContain('ECONNREFUSED');
  });

  it('fails a TLS test against a server that does not speak TLS', async () => {
    const answer = await call(`${email}/test`, { smtpHost: '127.0.0.1', port, ssl: true });
    expect(answer.code).not.toBe(0);
  });

  it('refuses a malformed host or port without connecting', async () => {
    for (const body of [
      { smtpHost: 'a b', port },
      { smtpHost: '127.0.0.1', port: 0 },
      { smtpHost: '127.0.0.1', port: 'x' },
    ]) {
      expect((await call(`${email}/test`, body)).code, JSON.stringify(body)).toBe(10);
    }
  });

  it('needs the test action key', async () => {
    expect((await t.call(`${email}/test`, { body: { smtpHost: '127.0.0.1', port }, token: viewer1 })).status).toBe(403);
  });
});

describe('kv: typed key-value settings', () => {
  const stored = async (sellerNumber: string) =>
    Object.fromEntries(
      (
        await t.db.query<{ key: string; value: string }>(
          `select c.key, c.value from clearing_params c join sellers s on s.id = c.seller_id where s.seller_number = $1`,
          [sellerNumber],
        )
      ).rows.map((row) => [row.key, JSON.parse(row.value) as unknown]),
    );

  it('answers every key: the stored values over the declared defaults', async () => {
    const answer = await call(`${params}/get`, {});
    expect(answer.code).toBe(0);
    const { $labels, ...values } = answer.data;
    expect($labels).toEqual({});
    expect(values).toEqual({
      billRounding: 'halfUp',
      roundingDigits: 2,
      minimumCharge: 0,
      summaryTime: '02:00',
      settlementDay: 5,
      autoSettle: false,
    });
  });

  it('stores each sent key as its own row, typed, and only for the caller', async () => {
    const theirs = await stored('100002');
    const answer = await call(`${params}/save`, { summaryTime: '03:30', autoSettle: true, minimumCharge: 150 });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ summaryTime: '03:30', autoSettle: true, minimumCharge: 150, settlementDay: 5 });
    expect(await stored('100001')).toMatchObject({ summaryTime: '03:30', autoSettle: true, minimumCharge: 150 });
    expect(await stored('100002')).toEqual(theirs);
    expect((await call(`${params}/get`, {}, admin2)).data.summaryTime).not.toBe('03:30');
  });

  it('refuses a value of the wrong type, out of its rules or not in its dictionary, and an unknown key', async () => {
    const before = await stored('100001');
    const cases: [object, string][] = [
      [{ summaryTime: '25:00' }, 'summaryTime'],
      [{ settlementDay: 31 }, 'settlementDay'],
      [{ settlementDay: '5' }, 'settlementDay'],
      [{ autoSettle: 'yes' }, 'autoSettle'],
      [{ billRounding: 'sideways' }, 'billRounding'],
      [{ roundingDigits: 1.5 }, 'roundingDigits'],
      [{ notAKey: 1 }, 'notAKey'],
    ];
    for (const [body, field] of cases) {
      const answer = await call(`${params}/save`, { summaryTime: '04:00', ...body });
      expect(answer.code, JSON.stringify(body)).toBe(10);
      expect(answer.data.errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
    expect(await stored('100001')).toEqual(before);
  });

  it('refuses to clear a required key', async () => {
    expect((await call(`${params}/save`, { summaryTime: '' })).code).toBe(10);
    expect((await stored('100001')).summaryTime).toBe('03:30');
  });

  it('answers the defaults to a seller that never saved', async () => {
    const answer = await call(`${params}/get`, {}, platform);
    expect(answer.data).toMatchObject({ summaryTime: '02:00', settlementDay: 1, billRounding: 'halfUp' });
  });
});

describe('secret in exports', () => {
  it('the schema linter keeps a secret out of export fields, so no sheet can carry it', async () => {
    const { lintSchemaFiles } = await import('../../src/meta/lint');
    const entity = structuredClone(t.bundle.entities.get('emailConfig')!);
    const problems = lintSchemaFiles([
      {
        path: 'schemas/entities/email-config.json',
        content: { ...entity, kind: 'list', export: { fields: ['password'] } },
      },
      ...[...t.bundle.entities.values()]
        .filter((e) => e.name !== 'emailConfig' && e.name !== 'stationGroup' && e.name !== 'clearingParams')
        .map((content) => ({ path: `schemas/entities/${content.name}.json`, content })),
    ]);
    expect(problems.map((p) => p.message)).toContain('secret "password" cannot be exported');
  });
});
