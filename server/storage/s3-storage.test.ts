import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VARIANT_FORMATS, VARIANT_MIME_TYPES, variantUrl, type ImageCatalog } from '@shared/images';
import { startTestBucket, type TestBucket } from '../test/bucket';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';
import { imageForm, jpeg } from '../test/images';

/*
 * STORAGE=s3 on a real server of the S3 protocol (s3rver): uploads, their variants and the demo pictures are kept in
 * the bucket and served under the same /uploads/ addresses, with the same headers as from the local folder.
 */

/** The headers an upload is served with, which must not depend on where it is kept. */
const SERVED_HEADERS = ['content-type', 'content-length', 'cache-control', 'content-security-policy', 'cross-origin-resource-policy', 'x-content-type-options'];

const servedHeaders = (response: Response) => Object.fromEntries(SERVED_HEADERS.map((name) => [name, response.headers.get(name)]));

async function upload(admin: TestClient, bytes: Buffer): Promise<string> {
  const response = await admin.request('POST', '/api/upload-single', { raw: imageForm(bytes, 'kitchen.jpg', 'image/jpeg') });
  expect(response.status, response.text).toBe(201);
  return response.body.url;
}

describe('uploads in an S3-compatible bucket', () => {
  let bucket: TestBucket;
  let server: TestServer;
  let local: TestServer;
  let photo: Buffer;

  beforeAll(async () => {
    bucket = await startTestBucket();
    [server, local, photo] = await Promise.all([startTestServer(bucket.environment), startTestServer(), jpeg(1400, 900)]);
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), local?.stop()]);
    await bucket?.stop();
  });

  it('keeps an upload in the bucket, byte for byte, and serves it with the headers the local folder gives', async () => {
    const url = await upload(await server.admin(), photo);
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
    expect((await bucket.object(url.slice(1))).equals(photo)).toBe(true);

    const served = await fetch(server.url + url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);
    expect(new Date(served.headers.get('last-modified')!).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const servedLocally = await fetch(local.url + (await upload(await local.admin(), photo)));
    await servedLocally.arrayBuffer();
    expect(servedHeaders(served)).toEqual(servedHeaders(servedLocally));
    expect(servedHeaders(served)).toMatchObject({ 'content-type': 'image/jpeg', 'content-length': String(photo.length), 'cache-control': 'max-age=31536000,immutable' });

    const head = await fetch(server.url + url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(photo.length));
    expect(await head.text()).toBe('');
  });

  it('makes the variants into the bucket and serves them with their types', async () => {
    const url = await upload(await server.admin(), photo);
    await server.deps.images.idle();

    const catalog = (await server.client().get<ImageCatalog>('/api/images')).body;
    expect(catalog[url]).toEqual({ width: 1400, height: 900, widths: [320, 640, 960, 1280], formats: ['avif', 'webp'] });
    const variants = catalog[url]!.widths.flatMap((width) => VARIANT_FORMATS.map((format) => ({ format, url: variantUrl(url, width, format) })));
    const stem = url.slice('/uploads/'.length, -'.jpg'.length);
    expect(await bucket.keys(`uploads/variants/${stem}-`)).toEqual(variants.map((variant) => variant.url.slice(1)).sort());
    for (const variant of variants) {
      const served = await fetch(server.url + variant.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(VARIANT_MIME_TYPES[variant.format]);
      expect(Buffer.from(await served.arrayBuffer()).equals(await bucket.object(variant.url.slice(1)))).toBe(true);
    }
  });

  it('answers 404 for a name it never stored, a hidden or foreign name, or a path leaving the uploads', async () => {
    await bucket.put('uploads/.half-written.jpg.tmp', photo);
    await bucket.put('elsewhere/secret.jpg', photo);
    for (const path of ['/uploads/00000000-0000-0000-0000-000000000000.jpg', '/uploads/.half-written.jpg.tmp', '/uploads/../elsewhere/secret.jpg', '/uploads/%2e%2e/elsewhere/secret.jpg', '/uploads/notes.txt']) {
      const response = await fetch(server.url + path);
      expect(response.status, path).toBe(404);
      expect(Buffer.from(await response.arrayBuffer()).includes(photo.subarray(0, 64)), path).toBe(false);
    }
  });

  it('stores the demo pictures in the bucket on a first start with the demo content', async () => {
    const demo = await startTestServer({ ...bucket.environment, SEED_DEMO: 'true' });
    try {
      const hero = (await demo.client().get('/api/hero-content')).body;
      expect(hero.backgroundImage).toBe('/uploads/hero-fresh-table.jpg');
      const served = await fetch(demo.url + hero.backgroundImage);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(await bucket.object('uploads/hero-fresh-table.jpg'))).toBe(true);
    } finally {
      await demo.stop();
    }
  });

  it('refuses to start on a bucket that does not exist, naming it', async () => {
    await expect(startTestServer({ ...bucket.environment, S3_BUCKET: 'no-such-bucket' })).rejects.toThrow(/S3 bucket no-such-bucket .*cannot be used: NotFound/);
  });
});
