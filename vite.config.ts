import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The whole product talks to one Koa server; in development Vite proxies its paths to it.
const ROOT = path.dirname(fileURLToPath(import.meta.url));
const SERVER = process.env.DIETBAR_SERVER_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: path.resolve(ROOT, 'web'),
  publicDir: path.resolve(ROOT, 'web/public'),
  plugins: [react()],
  build: {
    outDir: path.resolve(ROOT, 'dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    // The admin chunk (Fluent UI) is large by nature; the public pages never load it.
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: {
      '/api': SERVER,
      '/uploads': SERVER,
      '/ws': { target: SERVER.replace(/^http/, 'ws'), ws: true },
    },
  },
});
