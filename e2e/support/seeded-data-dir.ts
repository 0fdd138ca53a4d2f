/**
 * Writes the prepared demo database (the server tests' shared PGlite snapshot, built once per
 * version of the code) into a data folder: `tsx e2e/support/seeded-data-dir.ts <dir>`. A server
 * started on it finds its data and starts in seconds instead of seeding for minutes.
 */
import { seededDataDir } from '../../server/security/crash-database';
import fs from 'node:fs';

const target = process.argv[2];
if (!target) throw new Error('usage: tsx e2e/support/seeded-data-dir.ts <data folder>');
const made = await seededDataDir();
fs.rmSync(target, { recursive: true, force: true });
fs.cpSync(made, target, { recursive: true });
fs.rmSync(made, { recursive: true, force: true });
process.exit(0);
