import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { RunningApp } from './start-app';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * Builds the reference page (reference/main.tsx) with Vite's defaults and serves it from a plain
 * static server on a free port, as the product's own server serves its build: no compression.
 */
export async function startReferencePage(): Promise<RunningApp> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bench-web-reference-'));
  await build({
    configFile: false,
    root: path.join(import.meta.dirname, 'reference'),
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  });
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = path.join(outDir, pathname === '/' ? 'index.html' : path.normalize(pathname));
    if (!file.startsWith(outDir)) return void response.writeHead(403).end();
    readFile(file).then(
      (body) => {
        response.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' });
        response.end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
