import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceInput } from '../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.stop());

const json = JSON.stringify(serviceInput());

/** A POST of `body` to /api/services with these headers (JSON by default). */
const post = (body: Buffer | string, headers: Record<string, string>) =>
  admin.request('POST', '/api/services', { raw: new Uint8Array(Buffer.from(body)), headers: { 'Content-Type': 'application/json', ...headers } });

describe('request bodies the parser cannot read', () => {
  it('reads a body compressed as its Content-Encoding says', async () => {
    expect((await post(zlib.gzipSync(json), { 'Content-Encoding': 'gzip' })).status).toBe(201);
  });

  it.each([
    ['gzip', Buffer.from(json)],
    ['deflate', Buffer.from(json)],
    ['br', Buffer.from(json)],
    ['gzip', zlib.gzipSync(json).subarray(0, 20)],
  ])('answers 400 for a body that is not the %s it claims to be', async (encoding, body) => {
    const response = await post(body, { 'Content-Encoding': encoding });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ code: 'invalid_encoding', message: 'The body does not match its Content-Encoding: it could not be decompressed' });
  });

  it('answers 415 naming the encodings it reads for a Content-Encoding it does not know', async () => {
    const response = await post(json, { 'Content-Encoding': 'x-unknown' });
    expect(response.status).toBe(415);
    expect(response.body.error).toEqual({
      code: 'unsupported_media_type',
      message: 'Send the body uncompressed, or compressed as gzip, deflate or br (Content-Encoding: x-unknown is not one of them)',
    });
  });

  it('answers 400 for a __proto__ key, which would reach the prototype', async () => {
    const response = await post('{"nameEn":"a","nameAr":"b","__proto__":{"polluted":true}}', {});
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ code: 'forbidden_key', message: 'The body holds a key that is not allowed: __proto__' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('drops a constructor.prototype key as an unknown field (JSON.parse makes it a plain property)', async () => {
    const response = await post(JSON.stringify({ ...serviceInput(), constructor: { prototype: { polluted: true } } }), {});
    expect(response.status).toBe(201);
    expect(response.body).not.toHaveProperty('polluted');
    expect(Object.keys(response.body)).not.toContain('constructor');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('texts that are not well-formed Unicode', () => {
  it('stores an unpaired surrogate as one U+FFFD, so that what was validated (length included) is what reads back', async () => {
    const name = `a\uD800b${'x'.repeat(197)}`;
    const created = await post(JSON.stringify(serviceInput({ nameEn: name, nameAr: '\uDFFF' })), {});
    expect(created.status).toBe(201);
    const stored = (await admin.get(`/api/services/${created.body.id}`)).body;
    expect(stored).toMatchObject({ nameEn: `a\uFFFDb${'x'.repeat(197)}`, nameAr: '\uFFFD' });
    expect(stored.nameEn).toHaveLength(200);
  });
});
