import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@shared/constants';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '../../test/harness';
import { decompressionBomb } from '../../test/images';

/*
 * Uploads under attack: each hostile file is refused with a 4xx naming the problem, or kept under a name the
 * server makes where that is harmless; nothing is written outside DATA_DIR/uploads and no temporary file is left.
 */

// Uploads arrive in the system temp folder first: one of this test's own (its process only), so that what is left
// there can be seen. The data folder is made inside it too.
const temporaryDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-upload-attacks-'));
process.env.TMPDIR = temporaryDir;

let server: TestServer;
let admin: TestClient;
let photo: Buffer;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#6f8f5a' } }).png().toBuffer();
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(temporaryDir, { recursive: true, force: true });
});

const uploadsDir = () => path.join(server.dataDir, 'uploads');

/** Every file under the temp folder, the data folder included, except those in uploads/. */
function filesOutsideUploads(dir = temporaryDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (full === uploadsDir()) return [];
    return entry.isDirectory() ? filesOutsideUploads(full) : [full];
  });
}

const uploadNames = () => fs.readdirSync(uploadsDir()).sort();

interface Part {
  field?: string;
  /** Written into the part's header as it is: quotes, slashes, control characters and all. */
  filename: string;
  bytes: Buffer;
  type?: string;
}

/** A multipart body built by hand, so that a file name reaches the server exactly as an attacker would send it. */
function multipartBody(parts: Part[]) {
  const boundary = `dietbar-${randomUUID()}`;
  const body = Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'image'}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'image/png'}\r\n\r\n`),
      part.bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

async function upload(route: 'single' | 'multiple', parts: Part[]): Promise<TestResponse> {
  const { body, type } = multipartBody(parts.map((part) => ({ field: route === 'single' ? 'image' : 'images', ...part })));
  return admin.request('POST', `/api/upload-${route}`, { raw: new Uint8Array(body), headers: { 'Content-Type': type } });
}

/**
 * Sends `parts` and checks the answer is the refusal named, that no file was kept, nothing was written outside uploads/
 * and no temporary file was left (formidable removes the files of a request it refuses a moment later).
 */
async function expectRefused(parts: Part[], refusal: { status: number; code: string; message?: RegExp | string }, route: 'single' | 'multiple' = 'single') {
  // Variants of earlier uploads are made in the background: let them land first.
  await server.deps.images.idle();
  const [uploadsBefore, outsideBefore] = [uploadNames(), filesOutsideUploads()];
  const response = await upload(route, parts);
  expect(response.status, response.text).toBe(refusal.status);
  expect(response.headers.get('content-type')).toContain('application/json');
  expect(response.body.error.code).toBe(refusal.code);
  if (refusal.message) expect(response.body.error.message).toMatch(refusal.message);
  await expect.poll(() => filesOutsideUploads()).toEqual(outsideBefore);
  expect(uploadNames()).toEqual(uploadsBefore);
  return response;
}

const NOT_AN_IMAGE = { status: 415, code: 'unsupported_media_type', message: /is not an accepted image: use PNG, JPEG, GIF or WebP$/ };
const UNREADABLE = { status: 400, code: 'invalid_image', message: /cannot be read as one/ };

const SCRIPT_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>';
const PLAIN_SVG = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
const HTML = '<!doctype html><html><body><script>fetch("/api/contact-submissions")</script></body></html>';
const PHP = '<?php system($_GET["cmd"]); ?>';

describe('files that are not images', () => {
  it('refuses an SVG, with or without script, whether named .svg or .png (415)', async () => {
    await expectRefused([{ filename: 'drawing.svg', bytes: Buffer.from(SCRIPT_SVG), type: 'image/svg+xml' }], NOT_AN_IMAGE);
    await expectRefused([{ filename: 'drawing.png', bytes: Buffer.from(SCRIPT_SVG) }], NOT_AN_IMAGE);
    await expectRefused([{ filename: 'logo.png', bytes: Buffer.from(PLAIN_SVG) }], NOT_AN_IMAGE);
  });

  it('refuses HTML and PHP named .png (415), naming the file', async () => {
    await expectRefused([{ filename: 'photo.png', bytes: Buffer.from(HTML) }], { ...NOT_AN_IMAGE, message: /^photo\.png is not an accepted image/ });
    await expectRefused([{ filename: 'shell.php.png', bytes: Buffer.from(PHP) }], { ...NOT_AN_IMAGE, message: /^shell\.php\.png is not an accepted image/ });
  });

  it('refuses an empty file (400)', async () => {
    await expectRefused([{ filename: 'empty.png', bytes: Buffer.alloc(0) }], { status: 400, code: 'empty_file', message: 'The file is empty' });
  });
});

describe('files that only begin like an image', () => {
  it('refuses image magic followed by a page or a script: PNG, GIF and JPEG first bytes (400)', async () => {
    // A real PNG's signature and header chunk, then a page.
    const pngHeader = photo.subarray(0, 33);
    await expectRefused([{ filename: 'poly.png', bytes: Buffer.concat([pngHeader, Buffer.from(HTML)]) }], { ...UNREADABLE, message: /^poly\.png begins like a PNG image/ });
    await expectRefused([{ filename: 'poly.gif', bytes: Buffer.from(`GIF89a${HTML}`) }], { ...UNREADABLE, message: /begins like a GIF image/ });
    await expectRefused([{ filename: 'poly.jpg', bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(PHP)]) }], { ...UNREADABLE, message: /begins like a JPEG image/ });
  });

  it('refuses an image cut off part-way (400)', async () => {
    const noisy = await sharp(randomBytes(300 * 200 * 3), { raw: { width: 300, height: 200, channels: 3 } }).png().toBuffer();
    await expectRefused([{ filename: 'cut.png', bytes: noisy.subarray(0, noisy.length / 2) }], UNREADABLE);
  });

  it('keeps a real image with a script behind it under its own name and serves it as that image, which never runs', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c65d3b' } }).gif().toBuffer();
    const polyglot = Buffer.concat([gif, Buffer.from('\n<script>alert(1)</script>')]);
    const response = await upload('single', [{ filename: 'image.html', bytes: polyglot, type: 'text/html' }]);
    expect(response.status).toBe(201);
    expect(response.body.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.gif$/);

    const served = await fetch(server.url + response.body.url);
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox");
    expect(Buffer.from(await served.arrayBuffer()).equals(polyglot)).toBe(true);
  });
});

describe('files too big to take', () => {
  it('refuses a decompression bomb (50,000 x 50,000 pixels in a few KB) from its header, and never hands it to the variants', async () => {
    const bomb = decompressionBomb(50_000, 50_000);
    expect(bomb.length).toBeLessThan(10_000);
    await server.deps.images.idle();
    const catalog = (await server.client().get('/api/images')).body;
    const started = performance.now();
    await expectRefused([{ filename: 'bomb.png', bytes: bomb }], { status: 413, code: 'image_too_large', message: /^bomb\.png is 50000 × 50000 pixels: an image may have at most 50 million pixels$/ });
    expect(performance.now() - started).toBeLessThan(5000);

    // Among good images, it refuses them all: none is kept, none is queued for variants.
    await expectRefused(
      [
        { filename: 'good.png', bytes: photo },
        { filename: 'bomb.png', bytes: bomb },
      ],
      { status: 413, code: 'image_too_large' },
      'multiple',
    );
    await server.deps.images.idle();
    expect((await server.client().get('/api/images')).body).toEqual(catalog);
  });

  it('refuses a file over 10 MB (413)', async () => {
    await expectRefused([{ filename: 'big.png', bytes: Buffer.concat([photo, Buffer.alloc(UPLOAD_MAX_BYTES)]) }], { status: 413, code: 'payload_too_large', message: 'Each file must be at most 10 MB' });
  });

  it(`refuses more than ${UPLOAD_MAX_FILES} files at once (413)`, async () => {
    const many = Array.from({ length: UPLOAD_MAX_FILES + 1 }, (_, index) => ({ filename: `${index}.png`, bytes: photo }));
    await expectRefused(many, { status: 413, code: 'too_many_files', message: `Send at most ${UPLOAD_MAX_FILES} files at once` }, 'multiple');
  });
});

describe('hostile file names', () => {
  it.each([
    ['a path that climbs out', '../../../../../../tmp/escaped.png'],
    ['a Windows path', '..\\..\\..\\escaped.png'],
    ['an absolute path', '/etc/cron.d/escaped.png'],
    ['control characters', 'esc\u0001aped\u001b[31m\u007f.png'],
    ['a right-to-left override and a NUL', 'escaped\u202egnp.exe\u0000.png'],
  ])('stores an image sent with %s under a name the server makes, inside uploads/', async (_what, filename) => {
    const outsideBefore = filesOutsideUploads();
    const response = await upload('single', [{ filename, bytes: photo }]);
    expect(response.status).toBe(201);
    expect(response.body.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(fs.readFileSync(path.join(uploadsDir(), path.basename(response.body.url))).equals(photo)).toBe(true);
    await expect.poll(() => filesOutsideUploads()).toEqual(outsideBefore);
    expect(fs.readdirSync(uploadsDir()).filter((name) => name.includes('escaped'))).toEqual([]);
  });

  it('names a refused file by its last part only, without control or direction characters', async () => {
    const response = await expectRefused([{ filename: '../../x/\u202epage\u0007.html.png', bytes: Buffer.from(HTML) }], NOT_AN_IMAGE);
    expect(response.body.error.message).toBe('page.html.png is not an accepted image: use PNG, JPEG, GIF or WebP');
  });
});

describe('an upload cut off by its client', () => {
  it('leaves no temporary file behind', async () => {
    const outsideBefore = filesOutsideUploads();
    const { body, type } = multipartBody([{ filename: 'slow.png', bytes: Buffer.alloc(2 * 1024 * 1024, 1) }]);
    const { hostname, port } = new URL(server.url);
    const request = http.request({
      hostname,
      port,
      method: 'POST',
      path: '/api/upload-single',
      headers: { 'Content-Type': type, 'Content-Length': body.length, Cookie: admin.cookie, Origin: server.url },
    });
    request.on('error', () => undefined);
    request.write(body.subarray(0, body.length / 2));
    // Wait until the server has begun writing the temporary file, then hang up.
    await expect.poll(() => filesOutsideUploads().length).toBeGreaterThan(outsideBefore.length);
    request.destroy();
    await expect.poll(() => filesOutsideUploads()).toEqual(outsideBefore);
  });
});

describe('serving /uploads', () => {
  it('serves only the kinds it stores, each with its own type, nosniff and a policy no page can run under', async () => {
    const response = await upload('single', [{ filename: 'photo.png', bytes: photo }]);
    const served = await fetch(server.url + response.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");

    // Files no upload makes, should they be in the folder (put there by hand, or by an older version): not served.
    for (const [name, bytes] of [
      ['page.html', HTML],
      ['drawing.svg', SCRIPT_SVG],
      ['script.js', 'alert(1)'],
      ['shell.php', PHP],
      ['.upload.tmp', 'partial'],
      ['noextension', HTML],
    ]) {
      fs.writeFileSync(path.join(uploadsDir(), name!), bytes!);
      const answer = await fetch(`${server.url}/uploads/${name}`);
      expect(answer.status, name).toBe(404);
      expect(answer.headers.get('content-type'), name).toContain('application/json');
    }
  });
});
