import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.PORT ?? 8080);

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // The development command runs the API beside vite; everything under /api goes to it.
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
  },
});
