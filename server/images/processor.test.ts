import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VARIANT_FORMATS, VARIANT_MIME_TYPES, variantUrl, type ImageCatalog } from '@shared/images';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';
import { decompressionBomb, imageForm, jpeg } from '../test/images';
import { dropTestDatabase, openTestDatabase, testDatabaseEnvironment } from '../test/postgres';
import { imageCatalogRepository } from './catalog';

const TSX = path.resolve('node_modules/.bin/tsx');

/** Starts like a JPEG but holds no readable picture. */
const BROKEN_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a picture at all'.repeat(4))]);

async function animatedGif() {
  const frame = (colour: string) => sharp({ create: { width: 400, height: 300, channels: 3, background: colour } }).png().toBuffer();
  return sharp([await frame('#c65d3b'), await frame('#6f8f5a')], { join: { animated: true } }).gif().toBuffer();
}


let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.stop());

const upload = async (bytes: Buffer, name: string, type = 'image/jpeg'): Promise<string> => {
  const response = await admin.request('POST', '/api/upload-single', { raw: imageForm(bytes, name, type) });
  expect(response.status).toBe(201);
  return response.body.url;
};
const catalog = async () => (await server.client().get<ImageCatalog>('/api/images')).body;
const variantsDir = () => path.join(server.dataDir, 'uploads', 'variants');
const variantFiles = (url: string) => {
  const stem = path.basename(url, path.extname(url));
  return fs.existsSync(variantsDir()) ? fs.readdirSync(variantsDir()).filter((name) => name.startsWith(`${stem}-`)).sort() : [];
};

describe('image variants of an upload', () => {
  it('makes AVIF and WebP copies at every width up to the original, lists them and serves them with their type and immutable caching', async () => {
    const url = await upload(await jpeg(2400, 1200), 'wide.jpg');
    await server.deps.images.idle();

    const widths = [320, 640, 960, 1280, 1920];
    expect(variantFiles(url)).toEqual(widths.flatMap((width) => VARIANT_FORMATS.map((format) => path.basename(variantUrl(url, width, format)))).sort());
    expect((await catalog())[url]).toEqual({ width: 2400, height: 1200, widths, formats: ['avif', 'webp'] });

    for (const width of widths) {
      for (const format of VARIANT_FORMATS) {
        const served = await fetch(server.url + variantUrl(url, width, format));
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe(VARIANT_MIME_TYPES[format]);
        expect(served.headers.get('x-content-type-options')).toBe('nosniff');
        expect(served.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
        const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        expect(metadata).toMatchObject({ format: format === 'avif' ? 'heif' : 'webp', width, height: width / 2 });
      }
    }
  });

  it('never makes a copy wider than the original: a 500 px image gets the 320 px one only', async () => {
    const url = await upload(await jpeg(500, 400), 'small.jpg');
    await server.deps.images.idle();
    expect(variantFiles(url)).toEqual([`${path.basename(url, '.jpg')}-320.avif`, `${path.basename(url, '.jpg')}-320.webp`]);
    expect((await catalog())[url]).toEqual({ width: 500, height: 400, widths: [320], formats: ['avif', 'webp'] });
  });

  it('turns a photo by its EXIF orientation and records the size as shown', async () => {
    const url = await upload(await jpeg(1200, 600, { orientation: 6 }), 'sideways.jpg');
    await server.deps.images.idle();
    expect((await catalog())[url]).toEqual({ width: 600, height: 1200, widths: [320], formats: ['avif', 'webp'] });
    const variant = await sharp(path.join(server.dataDir, variantUrl(url, 320, 'webp'))).metadata();
    expect([variant.width, variant.height]).toEqual([320, 640]);
  });

  it('leaves as they are, and serves as they came, an image the library cannot read, a decompression bomb and an animated GIF', async () => {
    // Uploads refuse the first two now; files from before that check, or put back from a backup, still reach the
    // processor (processMissing queues every original in uploads/).
    const place = (bytes: Buffer, name: string) => {
      fs.writeFileSync(path.join(server.dataDir, 'uploads', name), bytes);
      return `/uploads/${name}`;
    };
    const bombBytes = decompressionBomb(20_000, 20_000);
    const broken = place(BROKEN_JPEG, 'broken.jpg');
    const bomb = place(bombBytes, 'bomb.png');
    const animated = await upload(await animatedGif(), 'moving.gif', 'image/gif');
    const started = performance.now();
    expect(await server.deps.images.enqueue(broken)).toBe('failed');
    expect(await server.deps.images.enqueue(bomb)).toBe('failed');
    expect(await server.deps.images.enqueue(animated)).toBe('skipped');
    // The bomb is refused from its header, not after decoding 400 megapixels.
    expect(performance.now() - started).toBeLessThan(5000);

    const listed = await catalog();
    for (const [url, bytes, type] of [
      [broken, BROKEN_JPEG, 'image/jpeg'],
      [bomb, bombBytes, 'image/png'],
    ] as const) {
      expect(listed[url]).toBeUndefined();
      expect(variantFiles(url)).toEqual([]);
      const served = await fetch(server.url + url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    }
    expect(listed[animated]).toBeUndefined();
    expect(variantFiles(animated)).toEqual([]);
    expect((await fetch(server.url + animated)).headers.get('content-type')).toBe('image/gif');
  });

  it('never writes outside the uploads folder, whatever path it is given', async () => {
    const picture = await jpeg(800, 400);
    fs.writeFileSync(path.join(server.dataDir, 'outside.jpg'), picture);
    fs.symlinkSync(path.join(server.dataDir, 'outside.jpg'), path.join(server.dataDir, 'uploads', 'linked.jpg'));
    const before = fs.readdirSync(server.dataDir).sort();

    for (const given of ['/uploads/../outside.jpg', '/uploads/variants/../../outside.jpg', '/outside.jpg', '/uploads/%2e%2e/outside.jpg', '/uploads/.hidden.jpg']) {
      expect(await server.deps.images.enqueue(given), given).toBe('skipped');
    }
    const summary = await server.deps.images.processMissing();
    expect(summary.made).toBe(0);

    expect(fs.readdirSync(server.dataDir).sort()).toEqual(before);
    expect(fs.readdirSync(variantsDir()).filter((name) => name.startsWith('outside') || name.startsWith('linked'))).toEqual([]);
    expect(Object.keys(await catalog()).filter((url) => !url.startsWith('/uploads/') || url.includes('..') || url.includes('linked'))).toEqual([]);
  });
});

describe('npm run images', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-images-cli-'));
  afterAll(async () => {
    await dropTestDatabase(dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const run = async () =>
    spawnSync(TSX, ['server/cli/images.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(await testDatabaseEnvironment(dataDir)) },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('makes the variants of the images already in uploads/, says what it did, and skips them the next time', async () => {
    const uploads = path.join(dataDir, 'uploads');
    fs.mkdirSync(uploads, { recursive: true });
    fs.writeFileSync(path.join(uploads, 'existing-photo.jpg'), await jpeg(700, 350));
    fs.writeFileSync(path.join(uploads, 'broken.jpg'), BROKEN_JPEG);
    fs.writeFileSync(path.join(uploads, 'moving.gif'), await animatedGif());
    fs.writeFileSync(path.join(uploads, 'notes.txt'), 'not an image');

    const first = await run();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('1 made, 0 already made, 1 skipped (animated or not a photo), 1 failed (kept and served as uploaded)');
    expect(first.stderr).toContain('broken.jpg');
    expect(fs.readdirSync(path.join(uploads, 'variants')).sort()).toEqual(['existing-photo-320.avif', 'existing-photo-320.webp', 'existing-photo-640.avif', 'existing-photo-640.webp']);

    const db = await openTestDatabase(dataDir);
    try {
      expect(await imageCatalogRepository(db).all()).toEqual({ '/uploads/existing-photo.jpg': { width: 700, height: 350, widths: [320, 640], formats: ['avif', 'webp'] } });
    } finally {
      await db.destroy();
    }

    const second = await run();
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toContain('0 made, 1 already made');
  });
});

describe('claims on making an image’s variants', () => {
  it('gives the making to one process at a time, and to another once the claim of one that died has run out', async () => {
    const claims = imageCatalogRepository(server.deps.db);
    const minutes = (count: number) => new Date(Date.UTC(2026, 10, 26, 12) + count * 60_000).toISOString();
    expect(await claims.claim('/uploads/claimed.jpg', minutes(0), minutes(10))).toBe(true);
    expect(await claims.claim('/uploads/claimed.jpg', minutes(1), minutes(11))).toBe(false);
    expect(await claims.claim('/uploads/other.jpg', minutes(1), minutes(11))).toBe(true);
    expect(await claims.claim('/uploads/claimed.jpg', minutes(10.5), minutes(20.5))).toBe(true);
    expect(await claims.claim('/uploads/claimed.jpg', minutes(15), minutes(25))).toBe(false);
    await claims.release('/uploads/claimed.jpg');
    expect(await claims.claim('/uploads/claimed.jpg', minutes(15), minutes(25))).toBe(true);
  });
});
