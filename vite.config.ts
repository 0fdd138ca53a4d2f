import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  plugins: [buildShims(), react()],
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
