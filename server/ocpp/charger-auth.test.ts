import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { RPCClient } from 'ocpp-rpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { createOcppClient } from './ocpp-client';
import { closeOcppTls, listenOcppTls } from './ocpp-tls-listener';
import { demoPileKey } from './pile-credentials';
import { SECURITY_FAULT_CODE } from './security-events';

const portOf = (server: { address(): unknown }) => (server.address() as { port: number }).port;
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** A WebSocket handshake to /ocpp/<code>: the HTTP status (101 when upgraded) and the body of a refusal. */
function handshake(
  port: number,
  code: string,
  options: { authorization?: string; tls?: boolean; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = (options.tls ? https : http).request({
      host: '127.0.0.1',
      port,
      path: `/ocpp/${code}`,
      rejectUnauthorized: false,
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
        'Sec-WebSocket-Protocol': 'ocpp1.6',
        ...(options.authorization ? { Authorization: options.authorization } : {}),
        ...options.headers,
      },
    });
    request.on('upgrade', (_response, socket) => {
      socket.destroy();
      resolve({ status: 101, body: '' });
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

interface PileRow {
  id: number;
  code: string;
}

/** Enabled piles of seller 100001, a different one for each test. */
async function enabledPiles(t: TestApp): Promise<PileRow[]> {
  const { rows } = await t.db.query<PileRow>(
    `select p.id, p.code from pile p join sellers s on s.id = p.seller_id
      where s.seller_number = '100001' and p.enable_status = 1 order by p.id`,
  );
  return rows.map((row) => ({ id: Number(row.id), code: row.code }));
}

describe('charger authentication (OCPP 1.6 security profiles)', () => {
  let t: TestApp;
  let port: number;
  let url: string;
  let token: string;
  let piles: PileRow[];
  const clients: RPCClient[] = [];
  const nextPile = () => piles.shift()!;

  beforeAll(async () => {
    // Limits high enough that this file's own refusals never trip them (tested apart below).
    t = await createTestApp({ ocpp: { ocppHandshakeLimits: { perAddress: 10_000, perCode: 10_000 } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = portOf(t.app.server);
    url = `ws://127.0.0.1:${port}/ocpp`;
    token = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
    piles = await enabledPiles(t);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close({ force: true })));
    await t.close();
  });

  const connect = async (code: string, options: { password?: string | null; endpoint?: string } = {}) => {
    const client = createOcppClient({
      endpoint: options.endpoint ?? url,
      identity: code,
      reconnect: false,
      ...options,
    });
    clients.push(client);
    await client.connect();
    return client;
  };
  const update = (body: Record<string, unknown>) => t.call('/api/config/pile/update', { token, body });

  it('refuses a missing or wrong key with 401 and leaves the connected pile connected', async () => {
    const pile = nextPile();
    const client = await connect(pile.code);
    await client.call('BootNotification', { chargePointVendor: 'Demo', chargePointModel: 'DC060-2' });
    let closed = false;
    client.once('close', () => (closed = true));

    expect((await handshake(port, pile.code)).status).toBe(401);
    expect((await handshake(port, pile.code, { authorization: basic(pile.code, 'not-the-key-0123456') })).status).toBe(
      401,
    );
    // A key of another pile opens nothing either.
    const other = piles[0];
    expect(
      (await handshake(port, pile.code, { authorization: basic(other.code, demoPileKey(other.code)) })).status,
    ).toBe(401);
    await expect(connect(pile.code, { password: null })).rejects.toThrow();

    expect(closed).toBe(false);
    expect(t.app.centralSystem.connectedCodes()).toContain(pile.code);
    await expect(client.call('Heartbeat', {})).resolves.toHaveProperty('currentTime');
  });

  it('answers an unknown code exactly as a wrong key', async () => {
    const pile = nextPile();
    const wrong = await handshake(port, pile.code, { authorization: basic(pile.code, 'wrong-key-0123456789') });
    const unknown = await handshake(port, 'NOSUCHPILE0001', {
      authorization: basic('NOSUCHPILE0001', 'wrong-key-0123456789'),
    });
    const unknownWithoutKey = await handshake(port, 'NOSUCHPILE0001');
    expect(wrong.status).toBe(401);
    expect(unknown).toEqual(wrong);
    expect(unknownWithoutKey).toEqual(wrong);
  });

  it('lets the right key replace an older connection of the same pile', async () => {
    const pile = nextPile();
    const first = await connect(pile.code);
    const closed = new Promise((resolve) => first.once('close', resolve));
    const second = await connect(pile.code);
    await closed;
    await expect(second.call('Heartbeat', {})).resolves.toHaveProperty('currentTime');
  });

  it('never answers the key, nor its hash, from get, page, export or the audit log', async () => {
    const pile = nextPile();
    const key = `NewKey-${randomBytes(8).toString('hex')}`;
    const saved = await update({ id: pile.id, authorizationKey: key });
    expect(saved.body.code).toBe(0);
    const stored = (
      await t.db.query<{ authorization_key: string }>(`select authorization_key from pile where id = $1`, [pile.id])
    ).rows[0].authorization_key;
    expect(stored).toMatch(/^scrypt\$/);
    expect(stored).not.toContain(key);

    const got = await t.call('/api/config/pile/get', { token, body: { id: pile.id } });
    const page = await t.call('/api/config/pile/page', {
      token,
      body: { pageNo: 1, pageSize: 10, filters: { code: pile.code } },
    });
    expect(got.body.data.$secrets).toEqual({ authorizationKey: true });
    for (const answer of [saved, got, page]) {
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(key);
      expect(text).not.toContain('scrypt$');
    }
    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/config/pile/export',
      headers: { authorization: token },
      payload: { pageSize: -1, filters: { code: pile.code } },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    workbook.worksheets[0].eachRow((row) => row.eachCell((cell) => void cells.push(String(cell.value))));
    expect(cells).toContain(pile.code);
    expect(cells.join('\n')).not.toMatch(new RegExp(`${key}|scrypt\\$`));
    const audit = await t.db.query<{ n: number }>(
      `select count(*)::int as n from audit_log where entity = 'pile' and row_id = $1
        and (after::text like '%scrypt$%' or after::text like $2)`,
      [pile.id, `%${key}%`],
    );
    expect(audit.rows[0].n).toBe(0);
  });

  it('refuses a key shorter than 16 characters, and changes nothing', async () => {
    const pile = nextPile();
    const answer = await update({ id: pile.id, authorizationKey: 'short-key' });
    expect(answer.body.code).not.toBe(0);
    expect(JSON.stringify(answer.body)).toContain('authorizationKey');
    expect((await handshake(port, pile.code, { authorization: basic(pile.code, demoPileKey(pile.code)) })).status).toBe(
      101,
    );
  });

  it('gives an offline pile its new key at once', async () => {
    const pile = nextPile();
    await t.db.query(`update pile set online_status = 0 where id = $1`, [pile.id]);
    const key = `Offline-${randomBytes(8).toString('hex')}`;
    expect((await update({ id: pile.id, authorizationKey: key })).body.code).toBe(0);
    expect((await handshake(port, pile.code, { authorization: basic(pile.code, demoPileKey(pile.code)) })).status).toBe(
      401,
    );
    expect((await handshake(port, pile.code, { authorization: basic(pile.code, key) })).status).toBe(101);
  });

  it('gives a pile marked online that no instance holds its new key once the command finds nobody', async () => {
    const pile = nextPile();
    await t.db.query(`update pile set online_status = 1 where id = $1`, [pile.id]);
    const key = `Stale-${randomBytes(8).toString('hex')}`;
    expect((await update({ id: pile.id, authorizationKey: key })).body.code).toBe(0);
    await t.app.centralSystem.sweepCommands(Date.now() + 15_000);
    await expect
      .poll(async () => (await handshake(port, pile.code, { authorization: basic(pile.code, key) })).status)
      .toBe(101);
    expect((await handshake(port, pile.code, { authorization: basic(pile.code, demoPileKey(pile.code)) })).status).toBe(
      401,
    );
  });

  it('sends a connected pile its new key with ChangeConfiguration, and the old key stops working once accepted', async () => {
    const pile = nextPile();
    const key = `Rotated-${randomBytes(8).toString('hex')}`;
    const client = await connect(pile.code);
    const received: unknown[] = [];
    let accept: () => void = () => undefined;
    const accepted = new Promise<void>((resolve) => (accept = resolve));
    client.handle('ChangeConfiguration', async ({ params }) => {
      received.push(params);
      await accepted;
      return { status: 'Accepted' };
    });
    await client.call('BootNotification', { chargePointVendor: 'Demo', chargePointModel: 'DC060-2' });

    expect((await update({ id: pile.id, authorizationKey: key })).body.code).toBe(0);
    await expect.poll(() => received).toEqual([{ key: 'AuthorizationKey', value: key }]);
    // Not accepted yet: the pile's key is still the old one, and the command log shows no key.
    const before = await t.db.query<{ authorization_key: string }>(`select authorization_key from pile where id = $1`, [
      pile.id,
    ]);
    const logged = await t.db.query<{ params: unknown }>(
      `select params from pile_command where pile_id = $1 and ocpp_action = 'ChangeConfiguration'`,
      [pile.id],
    );
    expect(logged.rows.map((row) => row.params)).toEqual([{ key: 'AuthorizationKey', value: '******' }]);
    expect(
      JSON.stringify((await t.call('/api/config/pileCommand/page', { token, body: { pageNo: 1, pageSize: 50 } })).body),
    ).not.toContain(key);

    accept();
    await expect
      .poll(async () => (await t.db.query(`select authorization_key from pile where id = $1`, [pile.id])).rows[0])
      .not.toEqual(before.rows[0]);
    expect((await handshake(port, pile.code, { authorization: basic(pile.code, demoPileKey(pile.code)) })).status).toBe(
      401,
    );
    await expect(client.call('Heartbeat', {})).resolves.toHaveProperty('currentTime');
    expect((await handshake(port, pile.code, { authorization: basic(pile.code, key) })).status).toBe(101);
  });

  it('keeps the old key when the connected pile rejects the new one', async () => {
    const pile = nextPile();
    const client = await connect(pile.code);
    client.handle('ChangeConfiguration', async () => ({ status: 'Rejected' }));
    await client.call('BootNotification', { chargePointVendor: 'Demo', chargePointModel: 'DC060-2' });
    expect(
      (await update({ id: pile.id, authorizationKey: `Refused-${randomBytes(8).toString('hex')}` })).body.code,
    ).toBe(0);
    await expect
      .poll(
        async () =>
          (await t.db.query(`select count(*)::int as n from pile_key_changes where pile_id = $1`, [pile.id])).rows[0],
      )
      .toEqual({ n: 0 });
    await client.close();
    expect((await handshake(port, pile.code, { authorization: basic(pile.code, demoPileKey(pile.code)) })).status).toBe(
      101,
    );
  });

  it('connects a pile of profile 0 without a key, only when its administrator chose it', async () => {
    const pile = nextPile();
    expect((await handshake(port, pile.code)).status).toBe(401);
    expect((await update({ id: pile.id, securityProfile: 0 })).body.code).toBe(0);
    const page = await t.call('/api/config/pile/page', {
      token,
      body: { pageNo: 1, pageSize: 50, filters: { securityProfile: 0 } },
    });
    expect(page.body.data.data.map((row: { code: string }) => row.code)).toContain(pile.code);
    const client = await connect(pile.code, { password: null });
    await expect(client.call('Heartbeat', {})).resolves.toHaveProperty('currentTime');
  });

  it('defaults a new pile to profile 1', async () => {
    const { rows } = await t.db.query<{ station_id: number; pile_type_id: number }>(
      `select station_id, pile_type_id from pile where id = $1`,
      [piles[0].id],
    );
    const code = `NEWPILE${randomBytes(3).toString('hex').toUpperCase()}`;
    const saved = await t.call('/api/config/pile/save', {
      token,
      body: {
        name: 'NewPile',
        code,
        stationId: rows[0].station_id,
        pileTypeId: rows[0].pile_type_id,
        pileNumber: 7,
        currentMode: 2,
        ratedPower: 60,
        gunLayout: 'ONE_GUN',
        protocol: (await t.db.query<{ protocol: string }>(`select protocol from pile where id = $1`, [piles[0].id]))
          .rows[0].protocol,
        authorizationKey: 'FirstKey-0123456789',
      },
    });
    expect(saved.body.code, saved.body.msg).toBe(0);
    expect(saved.body.data.securityProfile).toBe(1);
    expect((await handshake(port, code)).status).toBe(401);
    expect((await handshake(port, code, { authorization: basic(code, 'FirstKey-0123456789') })).status).toBe(101);
  });

  it('refuses a profile 2 pile on ws:// and takes it on the wss:// listener', async () => {
    const pile = nextPile();
    expect((await update({ id: pile.id, securityProfile: 2 })).body.code).toBe(0);
    const right = basic(pile.code, demoPileKey(pile.code));
    expect((await handshake(port, pile.code, { authorization: right })).status).toBe(401);
    // A caller naming https itself is no proxy this server trusts.
    expect(
      (await handshake(port, pile.code, { authorization: right, headers: { 'X-Forwarded-Proto': 'https' } })).status,
    ).toBe(401);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ocpp-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
      ],
      { stdio: 'ignore' },
    );
    const tls = await listenOcppTls(t.app, {
      cert: fs.readFileSync(path.join(dir, 'cert.pem')),
      key: fs.readFileSync(path.join(dir, 'key.pem')),
      port: 0,
      host: '127.0.0.1',
    });
    try {
      const tlsPort = portOf(tls);
      expect((await handshake(tlsPort, pile.code, { tls: true })).status).toBe(401);
      const client = createOcppClient({
        endpoint: `wss://127.0.0.1:${tlsPort}/ocpp`,
        identity: pile.code,
        reconnect: false,
        wsOpts: { rejectUnauthorized: false },
      });
      clients.push(client);
      await client.connect();
      await expect(client.call('Heartbeat', {})).resolves.toHaveProperty('currentTime');
      await client.close();
    } finally {
      await closeOcppTls(tls);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('shows refused handshakes in the alarm centre as one security alarm of the pile', async () => {
    const pile = nextPile();
    for (let i = 0; i < 3; i++)
      await handshake(port, pile.code, { authorization: basic(pile.code, `guess-${i}-0123456789`) });
    const alarms = async () =>
      (
        await t.call('/api/config/alarmRecord/page', {
          token,
          body: { pageNo: 1, pageSize: 10, filters: { pileId: pile.id, faultCode: SECURITY_FAULT_CODE } },
        })
      ).body.data.data as { pileId: number; stationId: number; content: string; level: number }[];
    await expect.poll(async () => (await alarms()).length).toBe(1);
    const [alarm] = await alarms();
    expect(alarm.pileId).toBe(pile.id);
    expect(alarm.stationId).not.toBeNull();
    expect(alarm.content).toContain(pile.code);
    expect(alarm.content).toContain('127.0.0.1');
  });
});

describe('refused handshakes are limited', () => {
  let t: TestApp;
  let port: number;
  let piles: PileRow[];
  /** The handshake as the trusted proxy in front of the server forwards it from `address`. */
  const from = (address: string, authorization?: string) => ({
    authorization,
    headers: { 'X-Forwarded-For': address },
  });

  beforeAll(async () => {
    t = await createTestApp({
      ocpp: { ocppHandshakeLimits: { perAddress: 3, perCode: 3 }, trustProxy: ['127.0.0.1'] },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = portOf(t.app.server);
    piles = await enabledPiles(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 to a code after its failures, yet lets its pile in with the key it was known by', async () => {
    const [pile, other] = piles;
    const right = basic(pile.code, demoPileKey(pile.code));
    // The pile connected once: this process knows its key.
    expect((await handshake(port, pile.code, from('10.0.0.1', right))).status).toBe(101);
    for (let i = 1; i <= 3; i++) {
      const guess = basic(pile.code, `guess-${i}-0123456789`);
      expect((await handshake(port, pile.code, from(`10.0.0.${i + 1}`, guess))).status).toBe(401);
    }
    const guess = basic(pile.code, 'guess-9-0123456789');
    expect((await handshake(port, pile.code, from('10.0.0.9', guess))).status).toBe(429);
    expect((await handshake(port, pile.code, from('10.0.0.10', right))).status).toBe(101);
    // Other codes are not held back by one code's failures.
    const otherKey = basic(other.code, demoPileKey(other.code));
    expect((await handshake(port, other.code, from('10.0.0.11', otherKey))).status).toBe(101);
  });

  it('answers 429 to an address after its failures, whatever code it tries', async () => {
    // A pile no test connected before: its key is not known to this process yet.
    const pile = piles[piles.length - 1];
    for (const code of ['NOSUCHPILE0003', 'NOSUCHPILE0004', 'NOSUCHPILE0005'])
      expect((await handshake(port, code, from('10.0.1.1'))).status).toBe(401);
    expect((await handshake(port, 'NOSUCHPILE0006', from('10.0.1.1'))).status).toBe(429);
    const right = basic(pile.code, demoPileKey(pile.code));
    expect((await handshake(port, pile.code, from('10.0.1.1', right))).status).toBe(429);
    expect((await handshake(port, pile.code, from('10.0.1.2', right))).status).toBe(101);
  });

  it('takes a profile 2 pile through a trusted TLS-terminating proxy', async () => {
    const pile = piles[3];
    await t.db.query(`update pile set security_profile = 2 where id = $1`, [pile.id]);
    const right = basic(pile.code, demoPileKey(pile.code));
    expect((await handshake(port, pile.code, from('10.0.2.1', right))).status).toBe(401);
    const forwarded = {
      authorization: right,
      headers: { 'X-Forwarded-For': '10.0.2.2', 'X-Forwarded-Proto': 'https' },
    };
    expect((await handshake(port, pile.code, forwarded)).status).toBe(101);
  });
});
