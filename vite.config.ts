import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { precompressAssets } from './scripts/precompress-assets';

// The whole product talks to one Koa server; in development Vite proxies its paths to it.
const ROOT = path.dirname(fileURLToPath(import.meta.url));
const SERVER = process.env.DIETBAR_SERVER_URL ?? 'http://127.0.0.1:3000';

/** `@shared/…` is the repository's shared/ (as tsconfig.json's paths say), so that `../../shared` never has to tell it from web/shared/. */
export const SHARED_ALIAS = { '@shared': path.resolve(ROOT, 'shared') };

/** The browser build: the admin's app and the public pages' island loader with each island's chunk. */
const webBuild: UserConfig = {
  root: path.resolve(ROOT, 'web'),
  publicDir: path.resolve(ROOT, 'web/public'),
  plugins: [react(), precompressAssets()],
  resolve: { alias: SHARED_ALIAS },
  build: {
    outDir: path.resolve(ROOT, 'dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    // The admin chunk (Fluent UI) is large by nature; the public pages never load it.
    chunkSizeWarningLimit: 1500,
    // Every browser the site serves preloads modules itself.
    modulePreload: { polyfill: false },
    // Two pages: index.html, the admin's client-side app; site.html, the public pages' stylesheets and island loader.
    rollupOptions: { input: { index: path.resolve(ROOT, 'web/index.html'), site: path.resolve(ROOT, 'web/site.html') } },
  },
  server: {
    proxy: {
      '/api': SERVER,
      '/uploads': SERVER,
      '/ws': { target: SERVER.replace(/^http/, 'ws'), ws: true },
    },
  },
};

/**
 * The production server (`vite build --ssr`): server/main.ts and the React pages it renders, compiled once into
 * dist/server/main.mjs, so that a start runs plain JavaScript.
 */
const serverBuild: UserConfig = {
  root: ROOT,
  publicDir: false,
  plugins: [react()],
  resolve: { alias: SHARED_ALIAS },
  ssr: {
    // Bundled and tree-shaken rather than loaded whole at every start: together they took most of a second to import
    // (lucide-react alone is thousands of icons). Every other package stays in node_modules.
    noExternal: ['lucide-react', 'zod', /^@tanstack\//, /^react-router/, 'i18next', 'react-i18next'],
  },
  build: {
    ssr: path.resolve(ROOT, 'server/main.ts'),
    outDir: path.resolve(ROOT, 'dist/server'),
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'main.mjs', format: 'esm' } },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : webBuild));
