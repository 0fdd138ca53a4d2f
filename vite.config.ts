import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { ACCESS_TOKEN, STORAGE_NAMESPACE } from './src/auth/storage';

const apiPort = Number(process.env.PORT ?? 8080);
const shim = (file: string) => fileURLToPath(new URL(`./src/app/build-shims/${file}`, import.meta.url));

/**
 * Library code the production build replaces with a local stand-in, each explained in its file:
 * the ResizeObserver polyfill (every target browser has one) and antd Table's column filter
 * dropdown (lists filter in their filter form). Tests and the dev server use the originals.
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
      return null;
    },
  };
}

/**
 * With a session token in storage, the page after a reload will need the main layout: a small
 * inline script starts downloading the layout's chunks beside the entry's, instead of after the
 * entry has run. Without a token (the login page) nothing more is fetched.
 */
function preloadLayoutWithSession(): Plugin {
  return {
    name: 'preload-layout-with-session',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
        const layout = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/layouts/main-layout.tsx'));
        if (!layout) return html;
        const loadedByEntry = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]));
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file) || loadedByEntry.has(file)) return;
          files.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        visit(layout.fileName);
        const hrefs = JSON.stringify([...files].map((file) => `/${file}`));
        const key = JSON.stringify(STORAGE_NAMESPACE + ACCESS_TOKEN);
        const script =
          `try{if(localStorage.getItem(${key}))for(const href of ${hrefs}){` +
          `const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.appendChild(link)}}catch(e){}`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}

export default defineConfig({
  plugins: [buildShims(), preloadLayoutWithSession(), react()],
  server: {
    port: 5173,
    // The development command runs the API beside vite; everything under /api goes to it.
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
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
            { name: 'ui', test: /node_modules/, minShareCount: 4 },
          ],
        },
      },
    },
  },
});
