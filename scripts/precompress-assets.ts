import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:m?js|css|svg|json|xml|csv|txt|html)$/;
/** Below this a compressed copy saves less than its headers cost (koa-compress's threshold too). */
const MIN_BYTES = 1024;

/**
 * Writes `name.br` and `name.gz` beside every compressible file of `assets/` below `outDir`, at the highest
 * settings (the files are hashed: compressed once per build, served for a year), keeping only copies that are
 * smaller. Returns the files it compressed, relative to `outDir`.
 */
export async function precompressFiles(outDir: string, fileNames: readonly string[]): Promise<string[]> {
  const chosen = fileNames.filter((name) => name.startsWith('assets/') && COMPRESSIBLE.test(name));
  const compressed = await Promise.all(
    chosen.map(async (name) => {
      const file = path.join(outDir, name);
      const content = await fs.readFile(file);
      if (content.length < MIN_BYTES) return undefined;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
      if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
      return name;
    }),
  );
  return compressed.filter((name): name is string => name !== undefined);
}

/**
 * A Vite build plugin: precompresses the hashed assets with brotli and gzip once the bundle is written, so that the
 * server (koa-send, server/web/serve-web.ts) sends them as they are instead of compressing them at every request.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'dietbar:precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (options.dir) await precompressFiles(options.dir, Object.keys(bundle));
    },
  };
}
