import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, seededDataDir } from '../security/crash-database';
import { freePort, ServerProcess } from '../security/crash-safety-server';

/**
 * WebSocket upgrades a stranger can send to /ocpp/, against the real server in a process of its
 * own (PGlite in a temporary DATA_DIR, or a fresh PostgreSQL database with DATABASE_URL). An
 * identity that is no valid URI escape (`%E0%A4%A`) made ocpp-rpc reject a promise nobody
 * awaited, and the process ended. Each of these must get an HTTP answer and a closed socket,
 * while `/api/health` keeps answering within a second.
 */
let server: ServerProcess;
let dataDir: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let port: number;

beforeAll(async () => {
  let databaseUrl: string | undefined;
  if (process.env.DATABASE_URL)
    ({ url: databaseUrl, drop: dropDatabase } = await freshPostgresDatabase(process.env.DATABASE_URL));
  else dataDir = await seededDataDir();
  port = await freePort();
  server = new ServerProcess(port, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  await server.start();
}, 400_000);

afterAll(async () => {
  await server?.stop();
  await dropDatabase?.();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const KEY = 'dGhlIHNhbXBsZSBub25jZQ==';

/** An upgrade request as a client writes it, with extra or replaced header lines. */
const upgrade = (path: string, headers: Record<string, string> = {}) => {
  const all: Record<string, string> = {
    Host: `127.0.0.1:${port}`,
    Connection: 'Upgrade',
    Upgrade: 'websocket',
    'Sec-WebSocket-Version': '13',
    'Sec-WebSocket-Key': KEY,
    'Sec-WebSocket-Protocol': 'ocpp1.6',
    ...headers,
  };
  const lines = Object.entries(all)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}: ${value}`);
  return `GET ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
};

/** Sends one raw request; answers what came back before the server closed the socket. */
function send(request: string, timeoutMs = 5_000): Promise<{ answer: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closed: false });
    }, timeoutMs);
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, closed: true });
    });
    socket.write(request);
  });
}

/** The time /api/health takes to answer 200, or Infinity when it does not. */
async function healthMs(): Promise<number> {
  const started = performance.now();
  const ok = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
    (response) => response.ok,
    () => false,
  );
  return ok ? performance.now() - started : Infinity;
}

const ATTACKS: [string, string][] = [
  ['an identity that is no valid escape', upgrade('/ocpp/%E0%A4%A')],
  ['a truncated escape', upgrade('/ocpp/%')],
  ['a NUL in the identity', upgrade('/ocpp/PI%00X')],
  ['an identity of 5,000 characters', upgrade(`/ocpp/${'A'.repeat(5_000)}`)],
  ['a malformed subprotocol header', upgrade('/ocpp/PI1', { 'Sec-WebSocket-Protocol': 'ocpp1.6,,' })],
  ['no subprotocol', upgrade('/ocpp/PI1', { 'Sec-WebSocket-Protocol': '' })],
  ['no WebSocket key', upgrade('/ocpp/PI1', { 'Sec-WebSocket-Key': '' })],
  ['another upgrade than WebSocket', upgrade('/ocpp/PI1', { Upgrade: 'h2c' })],
  ['an upgrade outside /ocpp/', upgrade('/api/health')],
  ['a garbled Authorization header', upgrade('/ocpp/PI1', { Authorization: 'Basic %%%' })],
];

describe('WebSocket upgrades a stranger sends', () => {
  it.each(ATTACKS)('answers %s with an HTTP status and closes the socket', async (_what, request) => {
    const { answer, closed } = await send(request);
    expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
    expect(closed).toBe(true);
  });

  it('keeps answering /api/health within a second while they keep coming, and after', async () => {
    let attacking = true;
    const attackers = Array.from({ length: 4 }, async (_, worker) => {
      for (let round = 0; attacking; round++) await send(ATTACKS[(round + worker) % ATTACKS.length][1]);
    });
    const during: number[] = [];
    for (let i = 0; i < 20; i++) {
      during.push(await healthMs());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    attacking = false;
    await Promise.all(attackers);
    expect(Math.max(...during)).toBeLessThan(1_000);
    expect(await healthMs()).toBeLessThan(1_000);
  }, 60_000);
});
