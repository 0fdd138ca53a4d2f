import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { earlyBoot, FIXED_PAGES, PERMISSIONS_URL, USER_INFO_URL, type EarlyBootConfig } from './src/app/early-boot';
import { ACCESS_TOKEN, PERMISSIONS, STORAGE_NAMESPACE, USER_INFO } from './src/auth/storage';
import { BACKUP_KEY } from './src/auth/tab-close-cleanup';
import { loadBundleFromDisk } from './server/meta/load-bundle';
import { dictionariesOf, dictionaryFileName } from './src/meta/entity-dictionaries';
import { operationPath } from './src/engine/data-provider';
import { pageBody } from './src/engine/http-data-provider';
import { defaultQuery } from './src/engine/list-query';

const apiPort = Number(process.env.PORT ?? 8080);
const tsxCli = fileURLToPath(new URL('./node_modules/tsx/dist/cli.mjs', import.meta.url));
const shim = (file: string) => fileURLToPath(new URL(`./src/app/build-shims/${file}`, import.meta.url));

/**
 * Library code the production build replaces with a local stand-in, each explained in its file:
 * the ResizeObserver polyfill (every target browser has one), antd Table's column filter
 * dropdown (lists filter in their filter form), and two ways by which antd's form library
 * would load with every screen: its index behind the ConfigProvider, antd Form's hooks behind
 * Radio.Group. Tests and the dev server use the originals.
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
 * it starts downloading the layout's code, a generic screen's code and the user's data beside
 * the entry script instead of after it has run. Without a token (the login page) it does
 * nothing.
 */
function earlyBootScript(): Plugin {
  return {
    name: 'early-boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
        const loadedByEntry = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]));
        const taken = new Set<string>();
        /** A chunk and what it imports statically, less what is already on its way. */
        const graphOf = (sourceFile: string): string[] => {
          const root = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(sourceFile));
          if (!root) throw new Error(`early boot: no chunk for ${sourceFile}`);
          const files: string[] = [];
          const visit = (file: string) => {
            if (taken.has(file) || loadedByEntry.has(file)) return;
            taken.add(file);
            files.push(`/${file}`);
            const chunk = bundle[file];
            if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
          };
          visit(root.fileName);
          return files;
        };
        const schemas = loadBundleFromDisk(fileURLToPath(new URL('.', import.meta.url)));
        // A list's dictionaries are chunks of their own (all of them in one would weigh twice
        // what a list needs), asked for once the screens' code has run: preloaded here instead.
        const dictionaryChunk = (name: string) =>
          chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/schemas/dictionaries/${dictionaryFileName(name)}`));
        const listFiles = Object.fromEntries(
          [...schemas.entities.values()].map((entity) => [
            entity.menu.url.replace(/\/$/, ''),
            dictionariesOf(entity, schemas)
              .flatMap((name) => dictionaryChunk(name)?.fileName ?? [])
              .map((file) => `/${file}`),
          ]),
        );
        const listRequests = Object.fromEntries(
          [...schemas.entities.values()].map((entity) => [
            entity.menu.url.replace(/\/$/, ''),
            { url: `/api${operationPath(entity, 'page')}`, body: JSON.stringify(pageBody(defaultQuery(entity))) },
          ]),
        );
        const config: EarlyBootConfig = {
          tokenKey: STORAGE_NAMESPACE + ACCESS_TOKEN,
          backupKey: BACKUP_KEY,
          layoutFiles: graphOf('/src/layouts/main-layout.tsx'),
          screenFiles: [...graphOf('/src/screens/index.ts'), ...graphOf('/src/screens/entity-list.tsx')],
          listFiles,
          listRequests,
          fixedPages: FIXED_PAGES.source,
          requests: [USER_INFO_URL, PERMISSIONS_URL],
          storedAnswers: [STORAGE_NAMESPACE + USER_INFO, STORAGE_NAMESPACE + PERMISSIONS],
        };
        // The function's own source, transpiled with this config: it uses no imports or helpers.
        const script = `(${earlyBoot.toString()})(${JSON.stringify(config)});`;
        // First in the head: a script after a style sheet would wait for the sheet to load.
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }] };
      },
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

export default defineConfig({
  plugins: [buildShims(), antdStaticStyleSheet(), earlyBootScript(), react()],
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
          // - ui: library code that four or more chunks share (table, select, menu, tabs...),
          //   which the layout and nearly every screen need anyway.
          // The rest splits by dynamic import: formily, the date picker, upload and the rarely
          // used pages stay out until used.
          groups: [
            { name: 'initial', tags: ['$initial'] },
            // antd's Form engine, which only the forms built on antd's Form use (not lists).
            { name: 'antd-form', test: /node_modules[\\/](rc-field-form|@rc-component[\\/]async-validator)[\\/]/ },
            { name: 'ui', test: /node_modules/, minShareCount: 4 },
          ],
        },
      },
    },
  },
});
