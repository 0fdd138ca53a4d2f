import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
// One database folder per port, so that runs on two ports of one checkout never share one.
const dataDir = `.data-e2e-${port}`;
// A checkout where several builds run side by side serves its own build folder.
const distDir = process.env.E2E_DIST_DIR ?? 'dist';

// End-to-end specs run in Debian's Chromium against the real server serving the built app,
// on a fresh embedded database seeded with the demo data.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
  webServer: {
    // The specs log in some sixty times a minute from one address: more than a person would.
    // A fault they cause pops up at once rather than after the product's notify delay.
    command: `rm -rf ${dataDir} && PORT=${port} DATA_DIR=${dataDir} DIST_DIR=${distDir} DATABASE_URL= LOGIN_RATE_LIMIT=1000 ALARM_NOTIFY_DELAY_S=0 npx tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
