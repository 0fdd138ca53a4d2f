import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { loadBundle, type MetaBundle } from '../../src/meta/bundle';
import { loadSchemaFiles } from './load-schema-files';

export const SCHEMA_ROUTES_ID = 'virtual:schema-routes';
const RESOLVED_ID = `\0${SCHEMA_ROUTES_ID}`;

/**
 * How the app loads an entity's schema or a dictionary: in the build, from its own chunk at a
 * path made of its name and a version of all schema files (entityChunkFile, dictionaryChunkFile),
 * so that the route map needs no file name per schema; in the dev server and tests, by importing
 * the file.
 */
export type EntityLoading =
  | { kind: 'chunks'; version: string }
  | { kind: 'files'; fileOf: (name: string) => string; dictionaryFileOf: (name: string) => string };

/** Where the build puts an entity's schema chunk (immutable: the version changes with any schema file). */
export const entityChunkFile = (version: string, name: string) => `assets/entities-${version}/${name}.js`;

/** Where the build puts a dictionary's chunk, by the dictionary's name (whatever its file is called). */
export const dictionaryChunkFile = (version: string, name: string) => `assets/dictionaries-${version}/${name}.js`;

/** A loader by name, as module source: a computed chunk path in the build, a map of imports otherwise. */
function loaderSource(names: string[], chunkFile: (name: string) => string, fileOf?: (name: string) => string) {
  if (!fileOf)
    // A path computed at run time: the bundler leaves it alone, the chunks are emitted by name.
    return `(name)=>import(/* @vite-ignore */ "/"+${JSON.stringify(chunkFile('@')).replace('@', '"+name+"')})`;
  const loaders = names.map((name) => `${JSON.stringify(name)}:()=>import(${JSON.stringify(fileOf(name))})`);
  return `((loaders)=>(name)=>loaders[name]())({${loaders.join(',')}})`;
}

/**
 * The web app's route map, as module source: each entity's url and name, the menu items that
 * mount a screen (`screen`), and how to load an entity's schema or a dictionary by name. Only
 * this map is in the code the shell needs before a screen; schemas and dictionaries load with
 * their screens. In the build it holds a url and a name per entity and nothing per dictionary,
 * so it grows by a small constant per entity.
 */
export function schemaRoutesSource(bundle: MetaBundle, loading: EntityLoading): string {
  const entities = [...bundle.entities.values()];
  const entityRoutes = entities.map((entity) => [entity.menu.url.replace(/(.)\/+$/, '$1'), entity.name]);
  // A MENU with a report shows the report screen, which reads its declaration from the menu item.
  const mounts = bundle.menuItems.flatMap((item) => {
    const screen = item.report ? `report:${item.id}` : item.screen;
    const url = item.url.replace(/(.)\/+$/, '$1');
    return screen ? [item.fixedFilters ? [url, screen, item.fixedFilters] : [url, screen]] : [];
  });
  const files = loading.kind === 'files' ? loading : undefined;
  const version = loading.kind === 'chunks' ? loading.version : '';
  const entityLoader = loaderSource(
    entities.map((entity) => entity.name),
    (name) => entityChunkFile(version, name),
    files?.fileOf,
  );
  const dictionaryLoader = loaderSource(
    [...bundle.dictionaries.keys()],
    (name) => dictionaryChunkFile(version, name),
    files?.dictionaryFileOf,
  );
  return [
    `export const entityRoutes=${JSON.stringify(entityRoutes)};`,
    `export const screenMounts=${JSON.stringify(mounts)};`,
    `export const loadEntityFile=${entityLoader};`,
    `export const loadDictionaryFile=${dictionaryLoader};`,
  ].join('\n');
}

/**
 * The folder the schemas are read from: `schemas/` of the project, or SCHEMAS_DIR (the web
 * benchmark builds with a generated set of entity schemas that way).
 */
export function schemasRoot(projectRoot: string): { root: string; folder: string } {
  const dir = process.env.SCHEMAS_DIR;
  if (!dir) return { root: projectRoot, folder: 'schemas' };
  const absolute = path.resolve(projectRoot, dir);
  if (!existsSync(absolute)) throw new Error(`SCHEMAS_DIR ${absolute} does not exist`);
  return { root: path.dirname(absolute), folder: path.basename(absolute) };
}

/** The schema files, the bundle, each entity's and dictionary's file and the version of them all. */
function readSchemas(root: string, folder: string) {
  const files = loadSchemaFiles(root, folder);
  const bundle = loadBundle(files);
  const fileByName = new Map<string, string>();
  const dictionaryFileByName = new Map<string, string>();
  const hash = createHash('sha256');
  for (const file of files) {
    const content = file.content as { name?: unknown };
    const kind = file.path.split('/').at(-2);
    const byName = kind === 'entities' ? fileByName : kind === 'dictionaries' ? dictionaryFileByName : undefined;
    if (!byName || typeof content.name !== 'string') continue;
    byName.set(content.name, path.join(root, file.path));
    hash.update(file.path).update(JSON.stringify(file.content));
  }
  const version = hash.digest('base64url').slice(0, 8).replace(/[-_]/g, '0');
  return { bundle, fileByName, dictionaryFileByName, version };
}

/**
 * Serves `virtual:schema-routes` (see schemaRoutesSource). The build emits each entity file as
 * a chunk of its own at entityChunkFile; the dev server reloads the map when a schema changes.
 */
export function schemaRoutes(projectRoot: string): Plugin {
  const { root, folder } = schemasRoot(projectRoot);
  let building = false;
  let schemas: ReturnType<typeof readSchemas> | undefined;
  return {
    name: 'schema-routes',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      schemas = readSchemas(root, folder);
      if (!building) return;
      const emit = (id: string, fileName: string) =>
        this.emitFile({ type: 'chunk', id, fileName, preserveSignature: 'strict' });
      for (const [name, id] of schemas.fileByName) emit(id, entityChunkFile(schemas.version, name));
      for (const [name, id] of schemas.dictionaryFileByName) emit(id, dictionaryChunkFile(schemas.version, name));
    },
    configureServer(server) {
      const reload = (file: string) => {
        if (!file.endsWith('.json') || !path.resolve(file).startsWith(path.join(root, folder))) return;
        schemas = undefined;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
      };
      server.watcher.on('add', reload).on('unlink', reload).on('change', reload);
    },
    resolveId: (source) => (source === SCHEMA_ROUTES_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      schemas ??= readSchemas(root, folder);
      const { bundle, fileByName, dictionaryFileByName, version } = schemas;
      return schemaRoutesSource(
        bundle,
        building
          ? { kind: 'chunks', version }
          : {
              kind: 'files',
              fileOf: (name) => fileByName.get(name)!,
              dictionaryFileOf: (name) => dictionaryFileByName.get(name)!,
            },
      );
    },
  };
}
