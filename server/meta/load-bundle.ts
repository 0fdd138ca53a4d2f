import { loadBundle, type MetaBundle } from '../../src/meta/bundle';
import { loadSchemaFiles } from '../../scripts/lib/load-schema-files';

/** Reads the schema files under rootDir/schemas into a bundle, as the linter and web app see them. */
export function loadBundleFromDisk(rootDir = process.cwd()): MetaBundle {
  return loadBundle(loadSchemaFiles(rootDir));
}
