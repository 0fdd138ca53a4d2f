import { defineConfig } from '@playwright/test';

// End-to-end specs run in Debian's Chromium against the real server serving the built app,
// on a fresh embedded database seeded with the demo data. Two workers, each with a server and
// data folder of its own on port E2E_PORT + its index (e2e/support/fixtures.ts): specs import
// `test` from there. A spec file's tests stay in one worker, in order.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    locale: 'zh-CN',
    trace: 'off',
  },
});
