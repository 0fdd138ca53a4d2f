import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { loadBundle, type MetaBundle } from '../../src/meta/bundle';
import { loadSchemaFiles } from './load-schema-files';

export const SCHEMA_ROUTES_ID = 'virtual:schema-routes';
const RESOLVED_ID = `\0${SCHEMA_ROUTES_ID}`;

/**
 * The web app's route map, as module source: each entity's url and name, the menu items that
 * mount a screen (`screen`), and one loader per entity file. Only this map is in the code the
 * shell needs before a screen; an entity's schema loads with its screen. It holds nothing
 * but a url, a name and a file name per entity, so it grows by a small constant per entity.
 */
export function schemaRoutesSource(bundle: MetaBundle, fileOfEntity: (name: string) => string): string {
  const entities = [...bundle.entities.values()];
  const entityRoutes = entities.map((entity) => [entity.menu.url.replace(/(.)\/+$/, '$1'), entity.name]);
  const mounts = bundle.menuItems.flatMap((item) =>
    item.screen ? [[item.url.replace(/(.)\/+$/, '$1'), item.screen]] : [],
  );
  const loaders = entities
    .map((entity) => `${JSON.stringify(entity.name)}:()=>import(${JSON.stringify(fileOfEntity(entity.name))})`)
    .join(',');
  return [
    `export const entityRoutes=${JSON.stringify(entityRoutes)};`,
    `export const screenMounts=${JSON.stringify(mounts)};`,
    `export const entityLoaders={${loaders}};`,
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

/** Serves `virtual:schema-routes` (see schemaRoutesSource); the dev server reloads it when a schema file changes. */
export function schemaRoutes(projectRoot: string): Plugin {
  const { root, folder } = schemasRoot(projectRoot);
  return {
    name: 'schema-routes',
    resolveId: (source) => (source === SCHEMA_ROUTES_ID ? RESOLVED_ID : null),
    configureServer(server) {
      const reload = (file: string) => {
        if (!file.endsWith('.json') || !path.resolve(file).startsWith(path.join(root, folder))) return;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
      };
      server.watcher.on('add', reload).on('unlink', reload).on('change', reload);
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const files = loadSchemaFiles(root, folder);
      const bundle = loadBundle(files);
      const fileByName = new Map<string, string>();
      for (const file of files) {
        const content = file.content as { name?: unknown };
        if (file.path.split('/').at(-2) === 'entities' && typeof content.name === 'string') {
          fileByName.set(content.name, path.join(root, file.path));
        }
      }
      return schemaRoutesSource(bundle, (name) => fileByName.get(name)!);
    },
  };
}
