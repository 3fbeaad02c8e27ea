import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { aboutContentInputSchema } from '@shared/schemas/about-content';
import { blogPostInputSchema } from '@shared/schemas/blog-post';
import { demoAvailability, availabilitySchema, consultationTypeInputSchema } from '@shared/schemas/booking';
import { categoryInputSchema } from '@shared/schemas/category';
import { contactInfoInputSchema } from '@shared/schemas/contact-info';
import { leadInputSchema } from '@shared/schemas/lead';
import { heroContentInputSchema } from '@shared/schemas/hero-content';
import { legalContentInputSchema } from '@shared/schemas/legal-content';
import { packageInputSchema } from '@shared/schemas/package';
import { serviceInputSchema } from '@shared/schemas/service';
import { socialLinkInputSchema } from '@shared/schemas/social-link';
import { successStoryInputSchema } from '@shared/schemas/success-story';
import { requireAdmin } from '../auth/middleware';
import type { AppRouter } from '../resources/app-deps';
import { blogPostInput, bookingInput, categoryInput, consultationTypeInput, contactInput, packageInput, serviceInput, storyInput } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import { NoAnswer, sendRaw, type RawResponse } from '../test/raw-request';
import {
  POLLUTION_MARKER,
  asJson,
  deepNesting,
  encodedBody,
  hostileValue,
  mutatedBody,
  oddPathSegment,
  oddQuery,
  oddText,
  plausibleBody,
  pollutingBody,
  type EncodedBody,
} from './hostile-input';

/**
 * Generated bad input against every route the API router registers (a route added later is attacked too), signed
 * out and signed in. Every answer must be a 2xx or a 4xx whose JSON body names the problem: never a 5xx, never a
 * hang, never a crash; afterwards every list still reads back and validates against its shared schema.
 * GENERATED_INPUT_RUNS raises the number of requests per run for a deeper search than CI's.
 */
const RUNS = Number(process.env.GENERATED_INPUT_RUNS ?? 500);
const ANSWER_WITHIN_MS = 15_000;

interface Route {
  method: string;
  path: string;
  /** Behind requireAdmin: a visitor must never get a 2xx from it. */
  adminOnly: boolean;
}

/**
 * Every method and path of the API the router registers (HEAD included: Koa answers it for each GET). The forms the
 * site posts without JavaScript, routes of the same router, answer pages rather than JSON: the browser tests post them.
 */
function registeredRoutes(router: AppRouter): Route[] {
  return router.stack
    .filter((layer) => String(layer.path).startsWith('/api/'))
    .flatMap((layer) => layer.methods.map((method) => ({ method, path: String(layer.path), adminOnly: layer.stack.includes(requireAdmin) })));
}

const routeName = (route: Route) => `${route.method} ${route.path}`;

/** Ends the session it is sent with by design: attacked signed out only, so that the signed-in run stays signed in. */
const SESSION_ENDING = new Set(['POST /api/auth/logout']);

/** A valid body for the writes of each collection, which the generator then mutates. Routes not named here get {}. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  '/api/packages': packageInput(),
  '/api/success-stories': storyInput(),
  '/api/blog-posts': blogPostInput(),
  '/api/categories': categoryInput(),
  '/api/services': serviceInput(),
  '/api/social-links': { platform: 'instagram', url: 'https://instagram.com/dietbar', isActive: true },
  '/api/social-links/upsert': { platform: 'youtube', url: 'https://youtube.com/@dietbar' },
  '/api/legal-content': { type: 'privacy_policy', title: 'Privacy', content: 'We keep your data safe.' },
  '/api/contact': contactInput(),
  '/api/contact-submissions': { isRead: true },
  '/api/contact-info': {
    phone: '+20 100 000 0000', email: 'hello@dietbar.example', addressEn: 'Cairo', addressAr: 'القاهرة',
    workingHoursEn: 'Mon-Fri 9AM-6PM', workingHoursAr: 'الاثنين-الجمعة',
  },
  '/api/hero-content': { titleEn: 'Eat well', titleAr: 'كل جيدا', subtitleEn: 'With a plan', subtitleAr: 'بخطة' },
  '/api/about-content': { titleEn: 'About', titleAr: 'من نحن', contentEn: 'A practice.', contentAr: 'عيادة.' },
  '/api/auth/login': { email: 'visitor@example.com', password: 'not the password at all' },
  '/api/auth/setup': { name: 'Intruder', email: 'intruder@example.com', password: 'a long enough password' },
  '/api/admins': { name: 'Second Admin', email: 'second@example.com', password: 'another long password' },
  '/api/auth/password': { currentPassword: 'not the password at all', newPassword: 'a brand new password' },
  '/api/booking/types': consultationTypeInput(),
  '/api/booking/availability': demoAvailability(),
  '/api/bookings': bookingInput({ typeId: 1, start: '2030-01-05T08:00:00.000Z' }),
};

/** The writes that store content, each sent with odd Unicode in one text field at a time. */
const CONTENT_WRITES = [
  '/api/packages', '/api/success-stories', '/api/blog-posts', '/api/categories', '/api/services', '/api/social-links/upsert', '/api/legal-content',
  '/api/contact', '/api/contact-info', '/api/hero-content', '/api/about-content', '/api/booking/types',
];

/** Right-to-left override, zero-width characters, an emoji sequence, an unpaired surrogate (stored as U+FFFD), NUL, Arabic. */
const STORED_TEXTS = ['\u202Eevil\u202C', '\u200B\u200C\u200D\u2060', '👩‍👩‍👧‍👦', '\uD800', '\u0000', 'مرحبا'];

/** The text as UTF-8 carries it: an unpaired surrogate becomes U+FFFD. */
const asUtf8 = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

const validBodyFor = (route: Route) => VALID_BODIES[route.path.replace(/\/:\w+$/, '')] ?? {};

/** Every field name of every shared schema: generated objects use them, so that wrong types reach real fields. */
async function sharedFieldNames(): Promise<string[]> {
  const directory = path.resolve(__dirname, '../../shared/schemas');
  const names = new Set<string>();
  for (const file of fs.readdirSync(directory).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const module = (await import(path.join(directory, file))) as Record<string, unknown>;
    for (const exported of Object.values(module)) {
      if (exported instanceof z.ZodObject) for (const key of Object.keys(exported.shape)) names.add(key);
    }
  }
  return [...names];
}

interface GeneratedRequest {
  route: Route;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  summary: string;
  [fc.toStringMethod]: () => string;
}

/** Header values as a client may send them: Latin-1 without control characters. */
const headerSafe = (text: string) => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');

const OTHER_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'QUERY'];

/** Headers the server reads (credentials, forwarding, country, caching), sent with odd values. */
const ODD_HEADER_NAMES = ['Accept', 'Accept-Language', 'Authorization', 'Cookie', 'X-Forwarded-For', 'X-Forwarded-Host', 'CF-IPCountry', 'If-None-Match', 'Range'];
const ODD_HEADER_VALUES = ['Bearer ', 'Bearer x', 'Basic Zm9vOmJhcg==', 'dietbar_session=%E0%A4%A', 'dietbar_session=', '*/*', 'bytes=0-1'];

interface Draft {
  method: string;
  parameters: string[];
  query: string;
  body: EncodedBody;
  origin?: string;
  extraHeaders: Record<string, string>;
}

/**
 * One generated request to one of `routes`: its path parameters, query, headers and body all drawn. A third are
 * well-formed (the route's method, our Origin, a JSON body that is valid or nearly so) so that writes get through and
 * store odd content; the rest may break anything.
 */
function generatedRequest(routes: Route[], fieldNames: string[], ownOrigin: string): fc.Arbitrary<GeneratedRequest> {
  return fc.constantFrom(...routes).chain((route) => {
    const parameters = fc.tuple(...(route.path.match(/:\w+/g) ?? []).map(() => oddPathSegment));
    const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
    const noBody = fc.constant<EncodedBody>({ headers: {}, summary: 'no body' });
    const headerText = oddText.map(headerSafe);
    const wellFormed: fc.Arbitrary<Draft> = fc.record({
      method: fc.constant(route.method),
      parameters,
      query: fc.constant(''),
      body: hasBody ? plausibleBody(validBodyFor(route)).map((item) => asJson(item)) : noBody,
      origin: fc.constant(ownOrigin),
      extraHeaders: fc.constant({}),
    });
    const anyBody = encodedBody(
      fc.oneof(
        { weight: 6, arbitrary: mutatedBody(validBodyFor(route), fieldNames) },
        { weight: 2, arbitrary: hostileValue(fieldNames) },
        { weight: 1, arbitrary: deepNesting },
        { weight: 1, arbitrary: pollutingBody },
      ),
    );
    const hostile: fc.Arbitrary<Draft> = fc.record({
      method: fc.oneof({ weight: 9, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) }),
      parameters,
      query: oddQuery,
      body: hasBody ? anyBody : fc.oneof({ weight: 5, arbitrary: noBody }, anyBody),
      origin: fc.oneof({ weight: 8, arbitrary: fc.constant(ownOrigin) }, fc.constantFrom(undefined, 'null', 'https://evil.example', 'file://'), headerText),
      extraHeaders: fc.dictionary(fc.constantFrom(...ODD_HEADER_NAMES), fc.oneof(headerText, fc.constantFrom(...ODD_HEADER_VALUES)), { maxKeys: 2 }),
    });
    return fc.oneof({ weight: 1, arbitrary: wellFormed }, { weight: 2, arbitrary: hostile }).map((draft) => toRequest(route, draft));
  });
}

/** The request a draft describes, with a one-line summary that fast-check shows for a failing one. */
function toRequest(route: Route, { method, parameters, query, body, origin, extraHeaders }: Draft): GeneratedRequest {
  let index = 0;
  const filled = route.path.replace(/:\w+/g, () => parameters[index++]!);
  const headers: Record<string, string> = { ...extraHeaders, ...body.headers };
  if (origin !== undefined) headers.Origin = origin;
  const shownQuery = query.length > 300 ? `${query.slice(0, 300)}… (${query.length} characters)` : query;
  const summary = `${method} ${filled}${shownQuery} ${JSON.stringify(headers)} ${body.summary}`;
  return { route, method, path: `${filled}${query}`, headers, body: body.body, summary, [fc.toStringMethod]: () => summary };
}

/** What is wrong with an answer, or undefined when it is a 2xx, or a 4xx with a JSON error naming the problem. */
function problemWith(request: GeneratedRequest, response: RawResponse, signedIn: boolean): string | undefined {
  const { status, text } = response;
  const shown = text.length > 500 ? `${text.slice(0, 500)}…` : text;
  if (status >= 500) return `answered ${status}: ${shown}`;
  if (status < 200 || (status >= 300 && status < 400)) return `answered ${status}, neither a success nor a refusal: ${shown}`;
  if (status < 300) {
    const adminAnswered = !signedIn && request.route.adminOnly && request.method === request.route.method;
    return adminAnswered ? `a visitor got ${status} from an admin route` : undefined;
  }
  if (request.method === 'HEAD') return undefined;
  const type = response.headers['content-type'];
  if (!type?.startsWith('application/json')) return `a ${status} that is not JSON (${type}): ${shown}`;
  let error: { code?: unknown; message?: unknown } | undefined;
  try {
    error = (JSON.parse(text) as { error?: typeof error }).error;
  } catch {
    return `a ${status} whose body is not the JSON it claims: ${shown}`;
  }
  if (typeof error?.code !== 'string' || !/^[a-z_]+$/.test(error.code)) return `a ${status} without an error code: ${shown}`;
  if (typeof error.message !== 'string' || error.message.trim() === '') return `a ${status} without a message: ${shown}`;
  return undefined;
}

const CREATED_ID = z.number().int().positive();
const TIMESTAMP = z.iso.datetime();
const stamped = <S extends z.ZodObject>(schema: S, stamps: string[]) =>
  schema.extend({ id: CREATED_ID, ...Object.fromEntries(stamps.map((name) => [name, TIMESTAMP])) });

const packageRow = stamped(packageInputSchema, ['createdAt', 'updatedAt']);
const storyRow = stamped(successStoryInputSchema, ['publishedAt', 'createdAt', 'updatedAt']);
const postRow = stamped(blogPostInputSchema, ['publishedAt', 'createdAt', 'updatedAt']);
const categoryRow = stamped(categoryInputSchema, ['createdAt']);
const serviceRow = stamped(serviceInputSchema, ['createdAt']);
const socialLinkRow = stamped(socialLinkInputSchema, ['updatedAt']);
const legalRow = stamped(legalContentInputSchema, ['lastUpdated']).extend({ updatedBy: z.string() });
const contactInfoRow = stamped(contactInfoInputSchema, ['updatedAt']);
const heroRow = stamped(heroContentInputSchema, ['updatedAt']);
const aboutRow = stamped(aboutContentInputSchema, ['updatedAt']);

/** What each read without parameters answers, by its shared schema. A new public read must be added here (or below). */
const READ_BACK: Record<string, z.ZodType> = {
  '/api/packages': z.array(packageRow),
  '/api/payments/methods': z.array(z.strictObject({ id: z.union([z.literal('paymob'), z.number()]), kind: z.string(), nameEn: z.string(), nameAr: z.string(), instructionsEn: z.string().optional(), instructionsAr: z.string().optional() })),
  '/api/success-stories': z.array(storyRow),
  '/api/blog-posts': z.array(postRow),
  '/api/categories': z.array(categoryRow),
  '/api/services': z.array(serviceRow),
  '/api/social-links': z.array(socialLinkRow),
  '/api/legal-content': z.array(legalRow),
  '/api/contact-info': contactInfoRow.nullable(),
  '/api/hero-content': heroRow.nullable(),
  '/api/about-content': aboutRow.nullable(),
  '/api/site-settings': z.object({
    legalContent: z.array(legalRow),
    socialLinks: z.array(socialLinkRow),
    contactInfo: contactInfoRow.nullable(),
    services: z.array(serviceRow),
    openingHours: availabilitySchema.shape.weekly,
  }),
  '/api/landing-page': z.object({
    heroContent: heroRow.nullable(),
    aboutContent: aboutRow.nullable(),
    packages: z.array(packageRow),
    successStories: z.array(storyRow),
    blogPosts: z.array(postRow),
  }),
  '/api/images': z.record(
    z.string(),
    z.object({ width: z.number().int(), height: z.number().int(), widths: z.array(z.number().int()), formats: z.array(z.string()) }),
  ),
  '/api/contact-submissions': z.array(stamped(leadInputSchema, ['submittedAt']).extend({ isRead: z.boolean() })),
  '/api/booking/types': z.array(stamped(consultationTypeInputSchema, ['createdAt', 'updatedAt'])),
  '/api/booking/slots': z.object({ timeZone: z.string(), slots: z.array(z.object({ start: TIMESTAMP, end: TIMESTAMP })) }),
};

/** Reads that hold no stored content (status answers and account views the account tests cover) or no JSON (CSV, calendars). */
/**
 * Reads that refuse a request without what only their sender has, with what they answer a bare GET: Paymob's return
 * without its HMAC, Meta's webhook verification without its token.
 */
const SIGNED_ONLY = new Map([
  ['/api/payments/paymob/return', 400],
  ['/api/whatsapp/webhook', 403],
]);

const NOT_CONTENT = new Set([
  '/api/health', '/api/ready', '/api/geo', '/api/auth/setup', '/api/auth/me', '/api/auth/sessions', '/api/admins', '/api/contact-submissions/export.csv', '/api/booking/calendar.ics',
]);

const uncaught: unknown[] = [];
const recordUncaught = (error: unknown) => uncaught.push(error);
let fieldNames: string[];
beforeAll(async () => {
  process.on('uncaughtException', recordUncaught);
  process.on('unhandledRejection', recordUncaught);
  fieldNames = await sharedFieldNames();
});
afterAll(() => {
  process.off('uncaughtException', recordUncaught);
  process.off('unhandledRejection', recordUncaught);
});

/** Rows of each kind, so that generated ids (small numbers among them) hit records that exist. */
async function addContent(server: TestServer) {
  const admin = await server.admin();
  for (let copy = 1; copy <= 3; copy += 1) {
    await admin.post('/api/packages', packageInput({ nameEn: `Plan ${copy}` }));
    await admin.post('/api/success-stories', storyInput());
    await admin.post('/api/blog-posts', blogPostInput());
    await admin.post('/api/categories', categoryInput({ nameEn: `Category ${copy}`, nameAr: `فئة ${copy}` }));
    await admin.post('/api/services', serviceInput());
    await server.client().post('/api/contact', contactInput());
  }
  await admin.post('/api/social-links/upsert', VALID_BODIES['/api/social-links']);
  await admin.post('/api/legal-content', VALID_BODIES['/api/legal-content']);
  await admin.post('/api/contact-info', VALID_BODIES['/api/contact-info']);
  await admin.put('/api/booking/availability', demoAvailability());
  await admin.post('/api/booking/types', consultationTypeInput());
}

/**
 * The queries of the reads that need one: the free times of a type made just now, so that no generated request has
 * deleted or deactivated it; a week of the bookings; the admin's calendar feed.
 */
async function readQueries(server: TestServer, cookie: string): Promise<Record<string, string>> {
  const headers = { 'Content-Type': 'application/json', Origin: server.url, Cookie: cookie };
  const created = await sendRaw(server.url, { method: 'POST', path: '/api/booking/types', headers, body: Buffer.from(JSON.stringify(consultationTypeInput())) });
  expect(created.status).toBe(201);
  const feed = await sendRaw(server.url, { method: 'GET', path: '/api/booking/calendar-feed', headers: { Cookie: cookie } });
  expect(feed.status).toBe(200);
  return {
    '/api/booking/slots': `?type=${JSON.parse(created.text).id}&from=2026-12-01&to=2026-12-07`,
    '/api/bookings': '?from=2026-12-01&to=2026-12-07',
    '/api/payments/months': '?from=2026-12-01&to=2026-12-31',
    '/api/booking/calendar.ics': new URL(JSON.parse(feed.text).url).search,
  };
}

/** Every read without parameters (or with its one of `queries`) answers, and what it answers validates against its schema. */
async function readBack(server: TestServer, routes: Route[], cookie: string, queries: Record<string, string>) {
  const problems: string[] = [];
  for (const route of routes.filter((candidate) => candidate.method === 'GET' && !candidate.path.includes(':'))) {
    const response = await sendRaw(server.url, { method: 'GET', path: route.path + (queries[route.path] ?? ''), headers: cookie ? { Cookie: cookie } : {} });
    if (route.adminOnly && !cookie) {
      if (response.status !== 401) problems.push(`${route.path}: a visitor got ${response.status}`);
      continue;
    }
    if (SIGNED_ONLY.has(route.path)) {
      if (response.status !== SIGNED_ONLY.get(route.path)) problems.push(`${route.path}: an unsigned request got ${response.status}`);
      continue;
    }
    if (response.status !== 200) {
      problems.push(`${route.path}: ${response.status} ${response.text.slice(0, 300)}`);
      continue;
    }
    if (NOT_CONTENT.has(route.path)) continue;
    const schema = READ_BACK[route.path];
    if (!schema) {
      // Every public read must be checked; an admin's view (statistics, exports) needs only to answer.
      if (!route.adminOnly) problems.push(`${route.path}: no schema to read it back with (add it to READ_BACK)`);
      continue;
    }
    const result = schema.safeParse(JSON.parse(response.text));
    if (!result.success) problems.push(`${route.path}: ${z.prettifyError(result.error).slice(0, 1000)}`);
  }
  expect(problems).toEqual([]);
}

/**
 * Sends generated requests to `routes` until fast-check has made `RUNS` of them; `session` supplies the cookie of the
 * signed-in run and is asked to sign in again when an answer shows the session gone.
 */
async function attack(server: TestServer, routes: Route[], session?: { cookie: () => string; renew: () => Promise<void> }) {
  const send = async (request: GeneratedRequest) => {
    const headers = { ...request.headers };
    if (session) headers.Cookie = [session.cookie(), headers.Cookie].filter(Boolean).join('; ');
    return sendRaw(server.url, { ...request, headers }, ANSWER_WITHIN_MS);
  };
  await fc.assert(
    fc.asyncProperty(generatedRequest(routes, fieldNames, server.url), async (request) => {
      let response = await send(request).catch((error: unknown) => {
        throw error instanceof NoAnswer ? new Error(`no answer within ${ANSWER_WITHIN_MS} ms`) : error;
      });
      if (session && response.status === 401 && !(await stillSignedIn(server, session.cookie()))) {
        await session.renew();
        response = await send(request);
      }
      const problem = problemWith(request, response, session !== undefined);
      if (problem) throw new Error(problem);
      if (({} as Record<string, unknown>)[POLLUTION_MARKER] !== undefined) throw new Error('Object.prototype was polluted');
    }),
    { numRuns: RUNS },
  );
  expect((await sendRaw(server.url, { method: 'GET', path: '/api/health', headers: {} })).status).toBe(200);
  expect(uncaught).toEqual([]);
}

const stillSignedIn = async (server: TestServer, cookie: string) =>
  (await sendRaw(server.url, { method: 'GET', path: '/api/auth/me', headers: { Cookie: cookie } })).status === 200;

describe('generated bad input, signed out', () => {
  let server: TestServer;
  let routes: Route[];
  /** Signed in before the attack: the generated sign-in attempts may use up this address's allowance. */
  let adminCookie = '';
  beforeAll(async () => {
    server = await startTestServer();
    await addContent(server);
    routes = registeredRoutes(server.router);
    adminCookie = (await server.admin()).cookie;
  });
  afterAll(() => server.stop());

  it('walks the router', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.map(routeName)).toContain('PATCH /api/categories/:id');
  });

  it('answers every generated request to every route with a 2xx or a 4xx JSON error, and keeps serving', async () => {
    await attack(server, routes);
  }, 180_000);

  it('still reads back every list, each valid by its schema', async () => {
    const queries = await readQueries(server, adminCookie);
    await readBack(server, routes, '', queries);
    await readBack(server, routes, adminCookie, queries);
  });
});

describe('generated bad input, signed in', () => {
  let server: TestServer;
  let routes: Route[];
  let cookie = '';
  beforeAll(async () => {
    server = await startTestServer();
    await addContent(server);
    routes = registeredRoutes(server.router).filter((route) => !SESSION_ENDING.has(routeName(route)));
    cookie = (await server.admin()).cookie;
  });
  afterAll(() => server.stop());

  it('answers a body with no known field on every write (updates and single records included) with a 2xx or a 4xx naming the problem', async () => {
    const problems: string[] = [];
    for (const route of routes.filter((candidate) => ['POST', 'PUT', 'PATCH'].includes(candidate.method))) {
      for (const body of [{}, { unknownField: 1 }]) {
        const parameters = (route.path.match(/:\w+/g) ?? []).map(() => '1');
        const request = toRequest(route, { method: route.method, parameters, query: '', body: asJson(body), origin: server.url, extraHeaders: {} });
        const response = await sendRaw(server.url, { ...request, headers: { ...request.headers, Cookie: cookie } });
        const problem = problemWith(request, response, true);
        if (problem) problems.push(`${request.summary}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('stores odd Unicode in each text field of every kind of content, or refuses that field by name', async () => {
    const problems: string[] = [];
    for (const path of CONTENT_WRITES) {
      const sample = VALID_BODIES[path]!;
      for (const [field, value] of Object.entries(sample).filter(([, item]) => typeof item === 'string') as [string, string][]) {
        for (const odd of STORED_TEXTS) {
          const text = `${value.slice(0, 1)}${odd}${value.slice(1)}`;
          const response = await sendRaw(server.url, {
            method: 'POST',
            path,
            headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: cookie },
            body: Buffer.from(JSON.stringify({ ...sample, [field]: text })),
          });
          const answer = JSON.parse(response.text) as Record<string, unknown> & { error?: { code: string; fields?: { path: string }[] } };
          const kept = response.status < 300 && JSON.stringify(answer).includes(JSON.stringify(asUtf8(text)).slice(1, -1));
          const refusedByName = response.status === 400 && answer.error?.fields?.some((problem) => problem.path === field);
          const refusedOtherwise = [409, 429].includes(response.status);
          if (!kept && !refusedByName && !refusedOtherwise) {
            problems.push(`${path} ${field}=${JSON.stringify(text)}: ${response.status} ${response.text.slice(0, 300)}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers every generated request to every route with a 2xx or a 4xx JSON error, and keeps serving', async () => {
    await attack(server, routes, {
      cookie: () => cookie,
      renew: async () => {
        cookie = (await server.admin()).cookie;
      },
    });
  }, 180_000);

  it('still reads back every list, each valid by its schema', async () => {
    await readBack(server, routes, cookie, await readQueries(server, cookie));
  });
});
