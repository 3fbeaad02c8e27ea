import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { pageStylesheets } from './scripts/page-stylesheets';
import { precompressAssets } from './scripts/precompress-assets';

// The whole product talks to one Koa server; in development Vite proxies its paths to it.
const ROOT = path.dirname(fileURLToPath(import.meta.url));
const SERVER = process.env.DIETBAR_SERVER_URL ?? 'http://127.0.0.1:3000';

/** `@shared/…` is the repository's shared/ (as tsconfig.json's paths say), so that `../../shared` never has to tell it from web/shared/. */
export const SHARED_ALIAS = { '@shared': path.resolve(ROOT, 'shared') };

/**
 * A CSS Module's class name, from the module's path in the repository and the class's own name: the same in the server's
 * build, which writes the markup, and the browser's, whose islands hydrate it (and in the tests). Readable while
 * developing, a short hash in production.
 */
export function scopedClassName(name: string, file: string, short: boolean): string {
  const module = path.relative(ROOT, file.split('?')[0]!).split(path.sep).join('/');
  if (!short) return `${path.basename(module, '.module.css')}_${name}`;
  return `_${createHash('sha256').update(`${module}:${name}`).digest('base64url').slice(0, 6)}`;
}

/** CSS Modules as the builds (`short`), the development server and the tests name their classes (see scopedClassName). */
export const cssModules = (short: boolean) => ({ modules: { generateScopedName: (name: string, file: string) => scopedClassName(name, file, short) } });

/** The layout around every public page, whose stylesheets every page links (see pageStylesheets). */
export const LAYOUT_MODULE = 'web/site/layout/site-layout.tsx';

/**
 * Each public page's module, which the server renders: a browser entry of its own (as is the layout) only so that the
 * build knows the stylesheets of the components it uses, and writes them into the page's one stylesheet (its script
 * is never asked for).
 */
export const PAGE_MODULES = fs
  .readdirSync(path.resolve(ROOT, 'web/site'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('-page.tsx'))
  .map((file) => `web/site/${file.split(path.sep).join('/')}`);

/** The modules web/site/islands/loader.ts imports (and Vite's helper of its dynamic imports). */
const LOADER_IMPORTS = /\/(shared\/(constants|islands|language)|web\/shared\/language|web\/site\/islands\/(image-fallback|language-memory))\.ts$|preload-helper/;

/** The browser build: the admin's app and the public pages' island loader with each island's chunk. */
const webBuild: UserConfig = {
  root: path.resolve(ROOT, 'web'),
  publicDir: path.resolve(ROOT, 'web/public'),
  plugins: [react(), pageStylesheets(ROOT, LAYOUT_MODULE, PAGE_MODULES), precompressAssets()],
  resolve: { alias: SHARED_ALIAS },
  build: {
    outDir: path.resolve(ROOT, 'dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    // The admin chunk (Fluent UI) is large by nature; the public pages never load it.
    chunkSizeWarningLimit: 1500,
    // Every browser the site serves preloads modules itself.
    modulePreload: { polyfill: false },
    // Two pages: index.html, the admin's client-side app; site.html, the public pages' shared stylesheet and island
    // loader. Then the page modules.
    rollupOptions: {
      input: [path.resolve(ROOT, 'web/index.html'), path.resolve(ROOT, 'web/site.html'), ...[LAYOUT_MODULE, ...PAGE_MODULES].map((file) => path.resolve(ROOT, file))],
      // A page module is kept whole, its components and so their stylesheets too: Vite's default for pages built
      // from HTML would shake it down to nothing, as nothing imports it.
      preserveEntrySignatures: 'exports-only',
      output: {
        // What the island loader imports, which the page modules share with it, in one chunk beside it rather than
        // six of a few hundred bytes each: every public page loads them before anything else.
        codeSplitting: { groups: [{ name: 'site-loader', test: LOADER_IMPORTS }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': SERVER,
      '/uploads': SERVER,
      '/ws': { target: SERVER.replace(/^http/, 'ws'), ws: true },
    },
  },
};

/** The Koa files whose answers test a body against the fetch Response. */
const KOA_BODY_CHECKS = /\/node_modules\/koa\/lib\/(application|response)\.js$/;

/**
 * Koa's tests of a body against the fetch Response, in the server bundle, take server/http/fetch-response-check.ts's
 * FetchResponse for the global, so that answering JSON does not load Node's fetch (see there).
 */
function koaWithoutFetch(): Plugin {
  const check = path.resolve(ROOT, 'server/http/fetch-response-check.ts');
  return {
    name: 'koa-without-fetch',
    transform(code, id) {
      if (!KOA_BODY_CHECKS.test(id)) return undefined;
      if (!code.includes('instanceof Response')) this.error(`${id} no longer tests bodies with \`instanceof Response\`: see server/http/fetch-response-check.ts`);
      // On the first line, so that the other lines keep their numbers in the source map.
      return { code: `const { FetchResponse } = require(${JSON.stringify(check)}); ${code.replaceAll('instanceof Response', 'instanceof FetchResponse')}`, map: null };
    },
  };
}

/**
 * The production server (`vite build --ssr`): server/main.ts and the React pages it renders, compiled once into
 * dist/server/main.mjs, so that a start runs plain JavaScript; beside it the image process it starts when there is
 * image work (dist/server/image-child.mjs, the only bundle that loads sharp).
 */
const serverBuild: UserConfig = {
  root: ROOT,
  publicDir: false,
  plugins: [react(), koaWithoutFetch()],
  resolve: { alias: SHARED_ALIAS },
  // JSON files as JSON text for JSON.parse (a default export, no named ones): V8 reads that faster than the same object
  // written as code, and a start reads several (mime-db's table of types, twice, the site's catalogs).
  json: { stringify: true, namedExports: false },
  ssr: {
    // Every package the server runs is compiled into the bundle: Node would otherwise find, read and compile each of
    // their files at every start (knex alone is a hundred, with lodash's), which took more time than running them.
    // Left in node_modules: the native ones, and those a start never loads (the first request that needs one
    // imports it, and the page renderer imports React once the server listens).
    noExternal: true,
    external: ['better-sqlite3', 'sharp', 'pg', 'file-type', 'ws', 'otplib', 'koa-body', 'nodemailer', '@aws-sdk/client-s3', 'react', 'react-dom', 'marked'],
  },
  build: {
    ssr: true,
    outDir: path.resolve(ROOT, 'dist/server'),
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      input: { main: path.resolve(ROOT, 'server/main.ts'), 'image-child': path.resolve(ROOT, 'server/images/image-child.ts') },
      // The drivers of the databases knex can use besides SQLite and PostgreSQL, which it asks for only when used.
      external: ['pg-query-stream', 'pg-native', 'mysql', 'mysql2', 'mariadb/callback', 'oracledb', 'tedious', 'sqlite3'],
      // depd, beside Koa, writes the wrappers of deprecated functions with eval, as it always did in node_modules.
      onwarn(warning, warn) {
        if (warning.code !== 'EVAL' || !warning.id?.includes('/node_modules/depd/')) warn(warning);
      },
      // .mjs, as main.mjs: Node would otherwise read a chunk as CommonJS first (package.json says no type), then again as a module.
      output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs', format: 'esm' },
    },
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({ ...(isSsrBuild ? serverBuild : webBuild), css: cssModules(command === 'build') }));
