import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The PostgreSQL stage of `npm test` (DATABASE_URL set): the tests where the dialect, the
 * connection pool or concurrency matters, not the whole suite a second time (PGlite runs the
 * same SQL engine, on one connection). A test file belongs here when its path matches one of
 * these patterns, or carries the tag `@postgres` in a comment (say why next to it):
 *
 * - the database layer, migrations and listeners (server/db), the SQL builders, scopes and
 *   rollups (server/crud), live events over LISTEN/NOTIFY (server/live), the ledger;
 * - races (`race*.test.ts`) and crash tests (`crash-*.test.ts`) anywhere under server/.
 *
 * Every file clones one migrated and seeded template database (test-database.ts), prepared
 * once by the global setup.
 */
export const POSTGRES_PATHS = [
  /^server\/db\/.*\.test\.ts$/,
  /^server\/crud\/.*\.test\.ts$/,
  /^server\/live\/.*\.test\.ts$/,
  /^server\/ledger\/.*\.test\.ts$/,
  /^server\/.*\/race[^/]*\.test\.ts$/,
  /^server\/.*\/crash-[^/]*\.test\.ts$/,
  // What only a PostgreSQL server does (its connections, its pool): this stage alone runs them.
  /\.postgres\.test\.ts$/,
];

const TAG = /^\s*(\/\/|\*|\/\*).*@postgres\b/m;

function testFiles(root: string, dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return testFiles(root, file);
    return entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

function postgresTests(root: string): string[] {
  return testFiles(root, 'server')
    .filter(
      (file) =>
        POSTGRES_PATHS.some((pattern) => pattern.test(file)) ||
        TAG.test(fs.readFileSync(path.join(root, file), 'utf8')),
    )
    .sort();
}

export default defineConfig({
  ...base,
  test: { ...base.test, include: postgresTests(import.meta.dirname), exclude: ['**/node_modules/**'] },
});
