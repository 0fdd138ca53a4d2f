import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDataDir } from './crash-database';
import { freePort, ServerProcess } from './crash-safety-server';

/**
 * The real server on PGlite, its database thread stopped under it (the test preload stops the
 * process's worker threads on SIGUSR2, as a crash of the thread would). Every statement would
 * fail from then on, so the server logs why and exits non-zero for its supervisor to restart it,
 * rather than answering errors while looking alive. The subject is the embedded database's
 * thread, so this runs on PGlite whatever DATABASE_URL says.
 */
const PRELOAD = path.join(import.meta.dirname, 'stop-database-thread.mjs');
let dataDir: string;
let server: ServerProcess;

beforeAll(async () => {
  dataDir = await seededDataDir();
  server = new ServerProcess(await freePort(), { DATA_DIR: dataDir, DATABASE_URL: '' }, ['--import', PRELOAD]);
  await server.start(600_000);
}, 900_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the database thread stops', () => {
  it('the server logs it and exits non-zero, and starts again on the same data', async () => {
    server.signal('SIGUSR2');
    const { code, output } = await server.exited(20_000);
    expect(code).toBe(1);
    expect(output).toContain('the database stopped');
    // What a supervisor does next: the same command on the same data folder serves again.
    await server.start(600_000);
    const health = await fetch(`${server.base}/api/health`);
    expect(health.status).toBe(200);
  }, 900_000);
});
