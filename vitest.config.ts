import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit and server tests. Browser paths are covered by Playwright under e2e/.
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
