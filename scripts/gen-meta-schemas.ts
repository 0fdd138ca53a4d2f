/**
 * Writes the JSON Schema of every schema file kind into schemas/meta, so editors complete
 * and explain the files through their "$schema". With --check it writes nothing and fails
 * when a generated file is missing or differs, which keeps the model and the files in step.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { META_FOLDER, metaSchemaDocuments } from './lib/meta-schema-documents';

const check = process.argv.includes('--check');
const folder = join('schemas', META_FOLDER);
const stale: string[] = [];

mkdirSync(folder, { recursive: true });
for (const [file, text] of metaSchemaDocuments()) {
  const path = join(folder, file);
  const current = existsSync(path) ? readFileSync(path, 'utf8') : null;
  if (current === text) continue;
  if (check) stale.push(`${path} is ${current === null ? 'missing' : 'out of date'}`);
  else {
    writeFileSync(path, text);
    console.log(`wrote ${path}`);
  }
}

if (stale.length > 0) {
  for (const line of stale) console.error(line);
  console.error('The metadata model changed: run `npm run gen:meta-schemas` and commit the result.');
  process.exit(1);
}
if (check) console.log('meta-schemas up to date');
