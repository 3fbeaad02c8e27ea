import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageCatalog } from '@shared/images';
import { startTestBucket, type TestBucket } from '../test/bucket';
import { startTestServer, type TestServer } from '../test/harness';
import { imageForm, jpeg } from '../test/images';
import { freshPostgresDatabase, type PostgresDatabase } from '../test/postgres';

/*
 * Two instances on one PostgreSQL database and one S3 bucket (s3rver): an image uploaded through either is served by
 * both, and each image's variants are made once between them.
 */

describe('two instances sharing one bucket', () => {
  let database: PostgresDatabase;
  let bucket: TestBucket;
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    [database, bucket] = await Promise.all([freshPostgresDatabase(), startTestBucket()]);
    const environment = { DATABASE_URL: database.url, ...bucket.environment };
    [first, second] = await Promise.all([startTestServer(environment), startTestServer(environment)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await Promise.all([bucket?.stop(), database?.drop()]);
  });

  it('serves an image uploaded through one instance from the other, byte for byte', async () => {
    const photo = await jpeg(800, 600);
    const uploaded = await (await first.admin()).request('POST', '/api/upload-single', { raw: imageForm(photo, 'plate.jpg', 'image/jpeg') });
    expect(uploaded.status).toBe(201);

    const served = await fetch(second.url + uploaded.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);
  });

  it('makes the variants of each image once when both instances look for missing ones at the same moment', async () => {
    await Promise.all([first.deps.images.idle(), second.deps.images.idle()]);
    // Originals put straight into the bucket (as a copy from another store would): neither instance has queued them.
    const names = ['one', 'two', 'three'].map((stem) => `uploads/${stem}.jpg`);
    for (const name of names) await bucket.put(name, await jpeg(700, 500));

    const [a, b] = await Promise.all([first.deps.images.processMissing(), second.deps.images.processMissing()]);
    expect(a.made + b.made).toBe(names.length);
    expect(a.failed + b.failed).toBe(0);

    const catalog = (await second.client().get<ImageCatalog>('/api/images')).body;
    for (const name of names) expect(catalog[`/${name}`], name).toEqual({ width: 700, height: 500, widths: [320, 640], formats: ['avif', 'webp'] });
    const variantWrites = [...bucket.writes].filter(([key]) => names.some((name) => key.startsWith(name.replace('uploads/', 'uploads/variants/').replace('.jpg', '-'))));
    expect(variantWrites).toHaveLength(names.length * 2 * 2);
    expect(variantWrites.filter(([, writes]) => writes !== 1)).toEqual([]);
  });
});
