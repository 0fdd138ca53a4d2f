import { loadBundle, type MetaBundle, type RawSchemaFile } from '../meta/bundle';

const modules = import.meta.glob('../../schemas/{entities,dictionaries,menu}/*.json', {
  eager: true,
  import: 'default',
}) as Record<string, unknown>;

const files: RawSchemaFile[] = Object.entries(modules).map(([path, content]) => ({
  path: path.replace(/^(\.\.\/)+/, ''),
  content,
}));

/**
 * Every schema file at once, for the tests that render every screen. The app itself loads the
 * dictionaries per screen (engine/bundle).
 */
export const metaBundle: MetaBundle = loadBundle(files);
