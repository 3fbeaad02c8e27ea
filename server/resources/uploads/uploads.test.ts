import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG, startTestServer, type TestClient, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.stop());

const form = (field: string, files: { bytes: Buffer; name: string; type: string }[]) => {
  const data = new FormData();
  for (const file of files) data.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return data;
};

describe('uploads', () => {
  it('stores an image under a random name and serves it with its type, nosniff and immutable caching', async () => {
    // Named and declared as a text file: the bytes decide.
    const response = await admin.request('POST', '/api/upload-single', { raw: form('image', [{ bytes: TINY_PNG, name: 'notes.txt', type: 'text/plain' }]) });
    expect(response.status).toBe(201);
    expect(response.body.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(fs.existsSync(path.join(server.dataDir, 'uploads', path.basename(response.body.url)))).toBe(true);

    const served = await fetch(server.url + response.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);
  });

  it('stores several images under `images` and answers their urls in order', async () => {
    const response = await admin.request('POST', '/api/upload-multiple', {
      raw: form('images', [
        { bytes: TINY_PNG, name: 'a.png', type: 'image/png' },
        { bytes: TINY_PNG, name: 'b.png', type: 'image/png' },
      ]),
    });
    expect(response.status).toBe(201);
    expect(response.body.urls).toHaveLength(2);
    expect(new Set(response.body.urls).size).toBe(2);
  });

  it('answers 400 when no file is sent and 404 for an unknown upload', async () => {
    expect((await admin.request('POST', '/api/upload-single', { raw: form('other', [{ bytes: TINY_PNG, name: 'a.png', type: 'image/png' }]) })).status).toBe(400);
    expect((await fetch(`${server.url}/uploads/missing.png`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/../dietbar.sqlite`)).status).toBe(404);
  });

  it('answers 400 naming the problem of a body that is not multipart (hostile files: upload-attacks.test.ts)', async () => {
    const garbled = await admin.request('POST', '/api/upload-single', { raw: 'not multipart at all', headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' } });
    expect(garbled.status).toBe(400);
    expect(garbled.body.error).toMatchObject({ code: 'invalid_multipart', message: 'The upload could not be read: send it as multipart/form-data' });
  });
});
