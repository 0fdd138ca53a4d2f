import { isSettingsEntity } from './src/meta/capabilities';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { earlyBoot, PERMISSIONS_URL, USER_INFO_URL, type EarlyBootConfig, type EarlyRoute } from './src/app/early-boot';
import { ACCESS_TOKEN, PERMISSIONS, STORAGE_NAMESPACE, USER_INFO } from './src/auth/storage';
import { BACKUP_KEY } from './src/auth/tab-close-cleanup';
import { loadBundle } from './src/meta/bundle';
import { loadSchemaFiles } from './scripts/lib/load-schema-files';
import { dictionariesOf } from './src/meta/entity-dictionaries';
import { entitiesReachedFrom, entitiesReferredToBy } from './src/meta/entity-references';
import { operationPath } from './src/engine/data-provider';
import { pageBody } from './src/engine/http-data-provider';
import { defaultQuery } from './src/engine/list-query';
import { schemaRoutes, schemasRoot } from './scripts/lib/schema-routes-plugin';
import { menuIconSetsPlugin } from './scripts/lib/menu-icon-sets';
import { HOME_PAGE_ROOTS, LIST_PATH_ROOTS, pathLibraries } from './scripts/lib/path-libraries';

const apiPort = Number(process.env.PORT ?? 8080);

/**
 * Libraries only forms and dialogs use (the form engine, date pickers, the uploader, the
 * validators, drag and drop, trees, dialogs and the inputs a filter bar does not have): never
 * in the "ui" chunk that every list loads.
 */
const FORM_ONLY_LIBRARIES = new RegExp(
  [
    String.raw`node_modules[\\/](@formily|@sinclair|ajv|ajv-formats|fast-uri|@dnd-kit|rc-picker|rc-upload|rc-tree|rc-tree-select|rc-dialog|rc-input-number|rc-switch|rc-progress|rc-steps)[\\/]`,
    String.raw`node_modules[\\/]@rc-component[\\/](picker|upload|tree|tree-select|dialog|input-number|switch|progress|steps)[\\/]`,
    String.raw`node_modules[\\/]antd[\\/]es[\\/](date-picker|time-picker|calendar|upload|tree|tree-select|modal|drawer|radio|input-number|switch|progress|skeleton|card|steps)[\\/]`,
  ].join('|'),
);
const ICONS_AND_HELPERS = /node_modules[\\/](@ant-design[\\/]icons(-svg)?|@babel[\\/]runtime)[\\/]/;
const tsxCli = fileURLToPath(new URL('./node_modules/tsx/dist/cli.mjs', import.meta.url));
const shim = (file: string) => fileURLToPath(new URL(`./src/app/build-shims/${file}`, import.meta.url));

/**
 * Library code the production build replaces with a local stand-in, each explained in its file:
 * the ResizeObserver polyfill (every target browser has one), antd Table's column filter
 * dropdown (lists filter in their filter form), and two ways by which antd's form library
 * would load with every screen: its index behind the ConfigProvider, antd Form's hooks behind
 * Radio.Group; rc-tree's node component behind Table's row selection; and the Radio of Table's
 * row selection, loaded when first drawn. Tests and the dev server use the originals.
 */
function buildShims(): Plugin {
  return {
    name: 'build-shims',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'resize-observer-polyfill') return shim('native-resize-observer.ts');
      if (source === './FilterDropdown' && /antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]/.test(importer ?? '')) {
        return shim('table-filter-dropdown.tsx');
      }
      if (source === '../form/hooks/useForm' && /antd[\\/]es[\\/]radio[\\/]group\.js$/.test(importer ?? '')) {
        return shim('radio-group-name-path.ts');
      }
      // antd Table's row selection draws a Radio only for rowSelection.type 'radio', which no
      // list sets: the stand-in loads it when first drawn.
      if (source === '../../radio' && /antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/.test(importer ?? '')) {
        return shim('lazy-table-radio.tsx');
      }
      if (
        source === 'rc-tree/es/util' &&
        /antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/.test(importer ?? '')
      ) {
        return shim('tree-array-helpers.ts');
      }
      // antd's ConfigProvider needs rc-field-form's FormProvider only; through the package's
      // index, whose statements keep every export alive, the whole form library (fields, lists,
      // validation) would load with the entry. Forms get it with antd's Form, when used.
      if (source === 'rc-field-form' && /antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer ?? '')) {
        return this.resolve('rc-field-form/es/FormContext.js', importer, { skipSelf: true });
      }
      return null;
    },
  };
}

/**
 * index.html's inline start-up script (src/app/early-boot.ts): with a session token in storage,
 * it starts downloading the layout's code, an entity screen's code and data and the user's
 * data beside the entry script instead of after it has run. Without a token (the login page)
 * it does nothing. What each entity url needs is in a route file of its own
 * (assets/early-routes-<hash>.json), so that the inline script does not grow per entity.
 */
function earlyBootScript(): Plugin {
  let routesFile: { fileName: string; source: string } | undefined;
  return {
    name: 'early-boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
        // The page's entry (the entity schema chunks are entries too, loaded by name at run time).
        const entries = chunks.filter((c) => c.isEntry && c.facadeModuleId?.endsWith('.html'));
        const loadedByEntry = new Set(entries.flatMap((c) => [c.fileName, ...c.imports]));
        /** A chunk and what it imports statically, less what is already on its way (`taken`). */
        const graphOf = (root: Rollup.OutputChunk | undefined, taken: Set<string>): string[] => {
          const files: string[] = [];
          const visit = (file: string) => {
            if (taken.has(file) || loadedByEntry.has(file)) return;
            taken.add(file);
            files.push(`/${file}`);
            const chunk = bundle[file];
            if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
          };
          if (root) visit(root.fileName);
          return files;
        };
        const chunkOf = (sourceFile: string) => chunks.find((chunk) => chunk.facadeModuleId?.endsWith(sourceFile));
        const sourceChunk = (sourceFile: string) => {
          const chunk = chunkOf(sourceFile);
          if (!chunk) throw new Error(`early boot: no chunk for ${sourceFile}`);
          return chunk;
        };
        const shared = new Set<string>();
        const layoutFiles = graphOf(sourceChunk('/src/layouts/main-layout.tsx'), shared);
        const screenFiles = [
          ...graphOf(sourceChunk('/src/screens/index.ts'), shared),
          ...graphOf(sourceChunk('/src/screens/entity-list.tsx'), shared),
        ];
        const { root, folder } = schemasRoot(fileURLToPath(new URL('.', import.meta.url)));
        const schemaFiles = loadSchemaFiles(root, folder);
        const schemas = loadBundle(schemaFiles);
        // An entity's schema chunk and its dictionaries' (all of them in one would weigh twice
        // what a list needs) are asked for once the screens' code has run: preloaded here instead.
        const filesByName = (kind: 'entities' | 'dictionaries') =>
          new Map(
            schemaFiles.flatMap((file) => {
              const name = (file.content as { name?: unknown }).name;
              return file.path.split('/').at(-2) === kind && typeof name === 'string'
                ? [[name, path.join(root, file.path)] as const]
                : [];
            }),
          );
        const chunkOfFile = (file: string | undefined) =>
          file ? chunks.find((chunk) => chunk.facadeModuleId === file) : undefined;
        const entityFiles = filesByName('entities');
        const dictionaryFiles = filesByName('dictionaries');
        const entityChunk = (name: string) => chunkOfFile(entityFiles.get(name));
        const dictionaryChunk = (name: string) => chunkOfFile(dictionaryFiles.get(name));
        const routeOf = (
          url: string,
          entityName: string,
          fixedFilters?: Record<string, unknown>,
        ): [string, EarlyRoute] => {
          const entity = {
            ...schemas.entities.get(entityName)!,
            menu: { ...schemas.entities.get(entityName)!.menu, url },
          };
          const taken = new Set(shared);
          // A list's url: the list reads the entities its fields refer to, not its detail's related lists.
          const listed = [
            entity.name,
            ...entitiesReachedFrom(entity, (name) => schemas.entities.get(name), entitiesReferredToBy),
          ];
          const listBundle = { entities: new Map(listed.map((name) => [name, schemas.entities.get(name)!])) };
          const files = [
            ...listed.flatMap((name) => graphOf(entityChunk(name), taken)),
            ...dictionariesOf(entity, listBundle).flatMap((name) => graphOf(dictionaryChunk(name), taken)),
          ];
          // A settings screen (single, kv) has no list: no first page to ask for ahead.
          const query = defaultQuery(entity);
          const page = isSettingsEntity(entity)
            ? undefined
            : {
                url: `/api${operationPath(entity, 'page')}`,
                // A menu path's fixed filters narrow its list as the list asks (useList).
                body: JSON.stringify(
                  pageBody({ ...query, filters: { ...query.filters, ...(fixedFilters as typeof query.filters) } }),
                ),
              };
          return [url.replace(/(.)\/+$/, '$1'), { files, page }];
        };
        const routes = Object.fromEntries([
          ...[...schemas.entities.values()].map((entity) => routeOf(entity.menu.url, entity.name)),
          ...schemas.menuItems.flatMap((item) =>
            item.screen?.startsWith('entity:') && schemas.entities.has(item.screen.slice(7))
              ? [routeOf(item.url, item.screen.slice(7), item.fixedFilters)]
              : [],
          ),
        ]);
        const source = JSON.stringify(routes);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        routesFile = { fileName: `assets/early-routes-${hash}.json`, source };
        const config: EarlyBootConfig = {
          tokenKey: STORAGE_NAMESPACE + ACCESS_TOKEN,
          backupKey: BACKUP_KEY,
          layoutFiles,
          screenFiles,
          routesFile: `/${routesFile.fileName}`,
          requests: [USER_INFO_URL, PERMISSIONS_URL],
          storedAnswers: [STORAGE_NAMESPACE + USER_INFO, STORAGE_NAMESPACE + PERMISSIONS],
        };
        // The function's own source, transpiled with this config: it uses no imports or helpers.
        const script = `(${earlyBoot.toString()})(${JSON.stringify(config)});`;
        // First in the head: a script after a style sheet would wait for the sheet to load.
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }] };
      },
    },
    // Written beside the bundle: the HTML transform runs after the bundle's files are final.
    writeBundle(options) {
      if (!routesFile || !options.dir) return;
      const target = path.join(options.dir, routesFile.fileName);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, routesFile.source);
    },
  };
}

/**
 * antd's styles for the default theme as a static, cacheable style sheet linked from index.html
 * (scripts/lib/antd-static-styles.tsx): the first screens after a load need not generate and
 * insert them at run time, which was about a quarter of the main thread's work before a list
 * showed.
 */
function antdStaticStyleSheet(): Plugin {
  let sheet: string | undefined;
  let fileName: string | undefined;
  return {
    name: 'antd-static-style-sheet',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      // A process of its own: antd must render with production's class name hashes.
      const css = execFileSync(
        process.execPath,
        [tsxCli, fileURLToPath(new URL('./scripts/lib/antd-static-styles.tsx', import.meta.url))],
        {
          env: { ...process.env, NODE_ENV: 'production' },
          maxBuffer: 16 * 1024 * 1024,
        },
      ).toString();
      if (!css.includes('data-ant-cssinjs-cache-path'))
        throw new Error('antd static styles: no style key map in the output');
      sheet = this.emitFile({ type: 'asset', name: 'antd.css', source: css });
    },
    generateBundle() {
      fileName = sheet && this.getFileName(sheet);
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        fileName
          ? {
              html,
              tags: [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${fileName}` }, injectTo: 'head-prepend' }],
            }
          : html,
    },
  };
}

const listLibraries = pathLibraries('list', LIST_PATH_ROOTS);
const homeLibraries = pathLibraries('home', HOME_PAGE_ROOTS);

export default defineConfig({
  plugins: [
    buildShims(),
    listLibraries,
    homeLibraries,
    schemaRoutes(fileURLToPath(new URL('.', import.meta.url))),
    menuIconSetsPlugin(fileURLToPath(new URL('.', import.meta.url))),
    antdStaticStyleSheet(),
    earlyBootScript(),
    react(),
  ],
  server: {
    port: 5173,
    // The development command runs the API beside vite; everything under /api goes to it.
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/files': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Fewer, larger chunks: each chunk is compressed alone and carries its own import glue,
          // so dozens of small ones cost more bytes and requests than they save.
          // - initial: what the entry needs statically (React, antd's core, the router, the HTTP
          //   clients, the login page);
          // - ui: the library code a list and the layout around it import (table, select, menu,
          //   tabs...: pathLibraries), which nearly every screen needs anyway; home-ui: the home
          //   page's, where a login lands;
          // - shared: other library code that four or more chunks share, but none that only forms
          //   and dialogs use (FORM_ONLY_LIBRARIES): as the screens multiply, the form engine and
          //   the validators are shared by more than four chunks too, and they have groups below.
          // The rest splits by dynamic import: formily, the date picker, upload and the rarely
          // used pages stay out until used.
          groups: [
            // The entity schemas and dictionaries are entries of their own (loaded by name, see
            // schema-routes-plugin), never part of the entry.
            {
              name: 'initial',
              tags: ['$initial'],
              test: (id) => !/[\\/](entities|dictionaries)[\\/][^\\/]+\.json$/.test(id),
            },
            // antd's Form engine, which only the forms built on antd's Form use (not lists).
            { name: 'antd-form', test: /node_modules[\\/](rc-field-form|@rc-component[\\/]async-validator)[\\/]/ },
            // The map library and its clustering: only the map screens and the coordinate picker
            // load them, never the shared "ui" chunk however many screens come to use a map.
            { name: 'map', test: /node_modules[\\/](leaflet|leaflet\.markercluster)[\\/]/ },
            // Before the form-only groups below: a group also takes the modules its own ones
            // import, so the shared antd parts must be claimed here first.
            { name: 'ui', test: listLibraries.has },
            // The home page's own (cards, statistics...): in "shared", the login on its way to a
            // list would bring all of that chunk (and antd's form library behind it).
            { name: 'home-ui', test: homeLibraries.has },
            // Icons and Babel's helpers stay out: an icon in here would bring all of it to any
            // screen that shows that icon; the home page's chart library needs one Babel helper,
            // and would bring all of it (and antd's form library behind it) to the home page.
            {
              name: 'shared',
              test: (id) => /node_modules/.test(id) && !FORM_ONLY_LIBRARIES.test(id) && !ICONS_AND_HELPERS.test(id),
              minShareCount: 4,
            },
            // The form engine, the date pickers and the uploader: every form uses them, so more
            // than four chunks share them, but a list without date filters does not load them.
            { name: 'formily', test: /node_modules[\\/]@formily[\\/]/ },
            { name: 'picker', test: /node_modules[\\/](rc-picker|@rc-component[\\/]picker)[\\/]/ },
            { name: 'upload', test: /node_modules[\\/](rc-upload|@rc-component[\\/]upload)[\\/]/ },
          ],
        },
      },
    },
  },
});
