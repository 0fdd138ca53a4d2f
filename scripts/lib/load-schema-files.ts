import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { RawSchemaFile } from '../../src/meta/bundle';
import { META_FOLDER } from './meta-schema-documents';

/** A schema file as read from disk, before parsing: what the linter needs for positions. */
export interface SchemaSource {
  /** Path relative to the root it was loaded from, with forward slashes. */
  path: string;
  text: string;
}

function listJsonFiles(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      // The generated JSON Schemas describe the files; they are not files of the bundle.
      if (entry.name !== META_FOLDER) found.push(...listJsonFiles(path));
    } else if (entry.name.endsWith('.json')) found.push(path);
  }
  return found.sort();
}

/** Reads every *.json below `<root>/<folder>` (except the generated meta folder) as text. */
export function readSchemaSources(root: string, folder = 'schemas'): SchemaSource[] {
  return listJsonFiles(resolve(root, folder)).map((path) => ({
    path: relative(root, path).split(sep).join('/'),
    text: readFileSync(path, 'utf8'),
  }));
}

/**
 * Reads and parses every schema file below `<root>/schemas`, ready for loadBundle. Throws on
 * a file that is not JSON, naming it; the linter reports such files with their position.
 */
export function loadSchemaFiles(root: string, folder = 'schemas'): RawSchemaFile[] {
  return readSchemaSources(root, folder).map(({ path, text }) => {
    try {
      return { path, content: JSON.parse(text) as unknown };
    } catch (error) {
      throw new Error(`${path}: ${(error as Error).message}`);
    }
  });
}
