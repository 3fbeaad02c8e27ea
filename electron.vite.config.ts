import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { SHARED_ALIAS } from './vite.config';

// The desktop app: main process, preload and a renderer made of the same admin code as /admin, all into out/.
const ROOT = path.dirname(fileURLToPath(import.meta.url));
const entry = (file: string) => path.resolve(ROOT, file);

export default defineConfig({
  main: {
    resolve: { alias: SHARED_ALIAS },
    build: {
      // Bundled in: the packaged app ships out/ without node_modules (see `build.files` in package.json).
      externalizeDeps: false,
      rollupOptions: {
        input: { index: entry('desktop/main/index.ts') },
        // Optional native speed-ups that ws loads only when installed.
        external: ['bufferutil', 'utf-8-validate'],
      },
    },
  },
  preload: {
    resolve: { alias: SHARED_ALIAS },
    // A sandboxed preload can require nothing but electron: everything else is bundled into it.
    build: { externalizeDeps: false, rollupOptions: { input: { index: entry('desktop/preload/index.ts') } } },
  },
  renderer: {
    root: entry('desktop/renderer'),
    publicDir: false,
    plugins: [react()],
    resolve: { alias: SHARED_ALIAS },
    build: {
      rollupOptions: { input: { index: entry('desktop/renderer/index.html') } },
      // One admin chunk with Fluent UI, as on the web.
      chunkSizeWarningLimit: 1500,
    },
  },
});
