import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { menuIconSetsPlugin } from './scripts/lib/menu-icon-sets';
import { schemaRoutes } from './scripts/lib/schema-routes-plugin';

// Unit and server tests. Browser paths are covered by Playwright under e2e/.
export default defineConfig({
  // The route map of the schemas (virtual:schema-routes) and the menu's icon sets
  // (virtual:menu-icon-sets), as the app's build has them.
  plugins: [react(), schemaRoutes(import.meta.dirname), menuIconSetsPlugin(import.meta.dirname)],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Tests of a PostgreSQL server alone run in the PostgreSQL stage (vitest.postgres.config.ts).
    exclude: ['**/node_modules/**', '**/*.postgres.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // Preparing a database of its own (migrate and seed every schema) is the slowest hook; a busy
    // machine can take minutes over it without anything being wrong.
    hookTimeout: 180_000,
    pool: 'forks',
    // With DATABASE_URL: the migrated and seeded template database every test file clones.
    globalSetup: ['server/test-support/postgres-template-setup.ts'],
    // Two files at a time even on two cores: most files wait on a database or a render, and
    // one worker left the second core idle (every test file has a database of its own).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
