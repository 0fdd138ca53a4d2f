import { ensurePostgresTemplate } from './test-database';

/**
 * Vitest global setup: with DATABASE_URL, migrates and seeds the template database once before
 * any test file starts, so that every file clones it instead of preparing its own.
 */
export default async function setup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) await ensurePostgresTemplate(url);
}
