import { loadBundle, type MetaBundle, type RawSchemaFile } from '../meta/bundle';

// Vite inlines every schema file at build time, so adding a JSON file adds a screen with no code.
const modules = import.meta.glob('../../schemas/{entities,dictionaries,menu}/*.json', {
  eager: true,
  import: 'default',
}) as Record<string, unknown>;

const files: RawSchemaFile[] = Object.entries(modules).map(([path, content]) => ({
  path: path.replace(/^(\.\.\/)+/, ''),
  content,
}));

/** Every schema of the product, loaded once for the whole web app. */
export const metaBundle: MetaBundle = loadBundle(files);
