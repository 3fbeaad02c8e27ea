import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { chainStepOf, type ChainStep } from './route-chain';

/*
 * Every route's chain, read off the app's router: a write runs `validate`, and `requireAdmin` or a limit, unless it is
 * named below with the reason it needs neither.
 */

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Writes that run without `validate`, or without both `requireAdmin` and a limit, each with why. */
const EXCEPTIONS: Record<string, string> = {
  'POST /api/auth/logout': 'reads nothing, and must answer signed out too: it ends the session it came with, if any, and clears its cookie',
  'POST /api/auth/2fa/setup': 'signed in, and reads nothing of the request: it starts a setup for the signed-in admin',
  'DELETE /api/auth/sessions': "signed in, and reads nothing of the request: it ends the signed-in admin's other sessions",
  'POST /api/booking/calendar-feed': "signed in, and reads nothing of the request: it renews the signed-in admin's feed",
  'POST /api/upload-single': 'signed in; its files are judged by their bytes (uploadedFiles), and it takes no other field',
  'POST /api/upload-multiple': 'signed in; its files are judged by their bytes (uploadedFiles), and it takes no other field',
  'POST /api/bookings/manage/:token/cancel': "the visitor's link is the key: a 256-bit token no one guesses, and a change costs a look-up",
  'POST /api/bookings/manage/:token/reschedule': "the visitor's link is the key: a 256-bit token no one guesses, and a change costs a look-up",
  'POST /booking/:token': 'the form of the two routes above, posted without JavaScript: their chain',
  'POST /api/payments/paymob/callback': "believed only when Paymob's HMAC matches, and applied once per transaction; a limit per address would refuse Paymob's own callbacks, which come from its few addresses",
  'POST /api/whatsapp/webhook': "believed only when Meta's X-Hub-Signature-256 of its bytes matches (signedByMeta), each event applied once; a limit per address would refuse Meta's own deliveries, which come from its few addresses",
};

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.stop());

/** Each method and path the router registers, with the guarding steps its chain runs. */
function routes() {
  return server.router.stack.flatMap((layer) => {
    const steps = new Set(layer.stack.map(chainStepOf).filter((step): step is ChainStep => step !== undefined));
    return layer.methods.map((method) => ({ route: `${method} ${String(layer.path)}`, method, steps }));
  });
}

describe("the router's chains", () => {
  it('finds the writes, the API and the forms posted without JavaScript', () => {
    const writes = routes().filter(({ method }) => WRITES.has(method)).map(({ route }) => route);
    expect(writes.length).toBeGreaterThan(40);
    expect(writes).toEqual(expect.arrayContaining(['POST /api/contact', 'POST /api/auth/setup', 'POST /', 'POST /book', 'POST /booking/:token']));
  });

  it('runs validate, and requireAdmin or a limit, on every write but the exceptions', () => {
    const unguarded = routes()
      .filter(({ method, route }) => WRITES.has(method) && !(route in EXCEPTIONS))
      .filter(({ steps }) => !steps.has('validate') || !(steps.has('requireAdmin') || steps.has('limit')))
      .map(({ route, steps }) => `${route}: ${[...steps].join(', ') || 'no guard'}`);
    expect(unguarded).toEqual([]);
  });

  it('names only exceptions that exist and need it', () => {
    const needless = Object.keys(EXCEPTIONS).filter((name) => {
      const route = routes().find((candidate) => candidate.route === name);
      return !route || (route.steps.has('validate') && (route.steps.has('requireAdmin') || route.steps.has('limit')));
    });
    expect(needless).toEqual([]);
  });

  it('runs the steps of their API twins on the forms posted without JavaScript', () => {
    const stepsOf = (name: string) => routes().find(({ route }) => route === name)?.steps;
    for (const [form, api] of [['POST /', 'POST /api/contact'], ['POST /book', 'POST /api/bookings']] as const) {
      expect(stepsOf(form), form).toEqual(new Set(['limit', 'validate']));
      expect(stepsOf(api), api).toEqual(stepsOf(form));
    }
  });
});

const ROOT = path.resolve(__dirname, '../..');

/** The files under `folder` (from the repository's root) whose names match `name`, tests left out. */
const sourcesIn = (folder: string, name: RegExp) =>
  fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => name.test(path.basename(file)) && !file.endsWith('.test.ts'))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));

/** The files that register routes or hold their handlers. */
const HANDLER_FILES = [...sourcesIn('server/resources', /\.ts$/), ...sourcesIn('server/web', /^no-script-.*\.ts$/)];

/** The named helpers through which handlers read the request beyond `ctx.input`, in the files that define them. */
const HELPERS: Record<string, string> = {
  'server/resources/site/geo.ts': "countryLookup: the visitor's country, from the trusted proxy's header",
  'server/web/no-script-form.ts': 'postedForm: a refused form, shown again as the visitor wrote it',
};

describe("handlers' reads of the request", () => {
  it('go through ctx.input or a named helper', () => {
    expect(HANDLER_FILES.length).toBeGreaterThan(20);
    const reads = /ctx\.(?:request\b|query\b|params\b|get\(|headers\b|host\b|protocol\b|acceptsLanguages\()/;
    const found = HANDLER_FILES.filter((file) => !(file in HELPERS)).flatMap((file) =>
      fs
        .readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (reads.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
