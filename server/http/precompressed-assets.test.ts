import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressAssets } from '../../scripts/precompress-assets';
import { startTestServer, type TestServer } from '../test/harness';

// A stand-in for a Vite build: an index.html and hashed assets, compressed by the build plugin as `vite build` would.
const SCRIPT = `export const tips = [${Array.from({ length: 300 }, (_, index) => `"tip number ${index}"`).join(', ')}];\n`;
const BUNDLE = ['index.html', 'assets/index-abc123.js', 'assets/tiny-abc123.css', 'assets/hero-abc123.png'];

let distDir: string;
let server: TestServer;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-precompressed-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), `<!doctype html><html><head></head><body>${'<p>text</p>'.repeat(200)}</body></html>`);
  fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(distDir, 'assets', 'tiny-abc123.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(distDir, 'assets', 'hero-abc123.png'), Buffer.alloc(4096, 1));
  const writeBundle = precompressAssets().writeBundle as (options: { dir?: string }, bundle: Record<string, unknown>) => Promise<void>;
  await writeBundle({ dir: distDir }, Object.fromEntries(BUNDLE.map((name) => [name, {}])));
  server = await startTestServer({ WEB_DIST_DIR: distDir });
});

afterAll(async () => {
  await server?.stop();
  fs.rmSync(distDir, { recursive: true, force: true });
});

function raw(urlPath: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}${urlPath}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('the build plugin', () => {
  it('writes brotli and gzip copies beside each compressible hashed asset, and none for tiny, binary or unhashed files', () => {
    const script = path.join(distDir, 'assets', 'index-abc123.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${script}.br`)).toString()).toBe(SCRIPT);
    expect(zlib.gunzipSync(fs.readFileSync(`${script}.gz`)).toString()).toBe(SCRIPT);
    for (const name of ['assets/tiny-abc123.css', 'assets/hero-abc123.png', 'index.html']) {
      expect(fs.existsSync(path.join(distDir, `${name}.br`)), name).toBe(false);
      expect(fs.existsSync(path.join(distDir, `${name}.gz`)), name).toBe(false);
    }
  });
});

describe('serving the precompressed assets', () => {
  const script = '/assets/index-abc123.js';
  const brotliFile = () => fs.readFileSync(path.join(distDir, 'assets', 'index-abc123.js.br'));
  const gzipFile = () => fs.readFileSync(path.join(distDir, 'assets', 'index-abc123.js.gz'));

  it('sends the brotli file as it is when brotli is accepted, with a year of immutable caching', async () => {
    const response = await raw(script, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.body.equals(brotliFile())).toBe(true);
  });

  it('sends the gzip file when only gzip is accepted, and the file itself when nothing is', async () => {
    const gzip = await raw(script, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(gzipFile())).toBe(true);
    expect(gzip.headers.vary).toContain('Accept-Encoding');

    const plain = await raw(script);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.vary).toContain('Accept-Encoding');
  });
});
