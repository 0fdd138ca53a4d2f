import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { test as base } from '@playwright/test';

export * from '@playwright/test';

/** The first worker's port; worker n serves on E2E_PORT + n. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 8181);
/** A checkout where several builds run side by side serves its own build folder. */
const DIST_DIR = process.env.E2E_DIST_DIR ?? 'dist';

interface E2eServer {
  url: string;
  port: number;
}

async function healthy(url: string, deadline: number, child: ChildProcess): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the e2e server ended with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the e2e server at ${url} did not answer in time`);
}

/**
 * Each worker has a server of its own: the real server (server/main.ts) serving the built app
 * on port E2E_PORT + its parallel index, on a fresh embedded database in a data folder of its
 * own, holding the demo data. The specs of one worker share it, as they shared the single
 * server before; the two workers never see each other's writes.
 */
export const test = base.extend<object, { e2eServer: E2eServer }>({
  e2eServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const port = E2E_BASE_PORT + workerInfo.parallelIndex;
      const dataDir = `.data-e2e-${port}`;
      // The prepared demo database the server tests share (seeded-data-dir.ts): the server
      // starts on it in seconds, where seeding its own took minutes.
      // Always PGlite, like the server below, whatever database the server tests run on.
      await promisify(execFile)('npx', ['tsx', 'e2e/support/seeded-data-dir.ts', dataDir], {
        env: { ...process.env, DATABASE_URL: '' },
      });
      const child = spawn('npx', ['tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          DIST_DIR,
          DATABASE_URL: '',
          // The specs log in some sixty times a minute from one address: more than a person would.
          LOGIN_RATE_LIMIT: '1000',
          // A fault a spec causes pops up at once rather than after the product's notify delay.
          ALARM_NOTIFY_DELAY_S: '0',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
        // Its own process group, so that stopping it stops tsx's node too.
        detached: true,
      });
      // A worker that ends in any way (a timeout, a stopped run) takes its server with it.
      const stop = () => {
        if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
      };
      process.once('exit', stop);
      const url = `http://127.0.0.1:${port}`;
      try {
        await healthy(url, Date.now() + 290_000, child);
        await use({ url, port });
      } finally {
        if (child.exitCode === null && child.pid) {
          const ended = new Promise((resolve) => child.once('exit', resolve));
          process.kill(-child.pid, 'SIGTERM');
          await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 10_000))]);
          stop();
        }
        process.off('exit', stop);
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ e2eServer }, use) => use(e2eServer.url),
});
