import fs from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server/test/harness';
import { API_ROUTES, apiPaths, withQuery } from './api-routes';
import { ROUTES } from './routes';

const ROOT = path.resolve(__dirname, '..');
const TABLE = 'shared/api-routes.ts';
/** The folders whose code calls the API or answers it. */
const CHECKED = ['web', 'desktop', 'e2e', 'server', 'shared'];
const SOURCE = /\.(ts|tsx|mts)$/;
/**
 * The vitest tests write their paths as literals on purpose: they pin the public contract, so that a change of the
 * table that moves a path fails them. Their helpers in server/test do too. The Playwright tests (e2e) use the table.
 */
const CONTRACT_PINS = /\.test\.tsx?$|^server\/test\//;
/** Clients of other services, whose API paths are theirs, not this site's: Paymob's refunds live under its /api. */
const OTHER_SERVICES = new Set(['server/payments/paymob-client.ts']);
/** An API path in a literal's text: `/api` followed by a slash, a query, a glob's star, or nothing. */
const API_PATH = /\/api(?:[/?*]|$)/;

/** The source files under `folder`, as paths from the repository's root with forward slashes. */
const sourceFiles = (folder: string) =>
  fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((name) => `${folder}/${name.split(path.sep).join('/')}`)
    .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts'));

interface LiteralText {
  text: string;
  start: number;
}

/** Nodes whose `source` names a module, not an address. */
const MODULE_REFERENCES = new Set(['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression']);

/** The text of every string, template and regular expression literal in a parsed program (comments are not literals). */
function literalsOf(node: unknown, found: LiteralText[] = []): LiteralText[] {
  if (Array.isArray(node)) {
    for (const child of node) literalsOf(child, found);
  } else if (node && typeof node === 'object') {
    const item = node as { type?: string; value?: unknown; regex?: { pattern: string }; start: number };
    if (item.type === 'Literal' && typeof item.value === 'string') found.push({ text: item.value, start: item.start });
    else if (item.type === 'Literal' && item.regex) found.push({ text: item.regex.pattern.replaceAll('\\/', '/'), start: item.start });
    else if (item.type === 'TemplateElement') found.push({ text: (item.value as { raw: string }).raw, start: item.start });
    else {
      const moduleName = item.type !== undefined && MODULE_REFERENCES.has(item.type);
      for (const [key, child] of Object.entries(item)) if (!(moduleName && key === 'source')) literalsOf(child, found);
    }
  }
  return found;
}

/** `file:line: literal` for each literal of the file that holds an API path. */
function apiPathLiterals(file: string, source = fs.readFileSync(path.join(ROOT, file), 'utf8')): string[] {
  const parsed = parseSync(file, source);
  if (parsed.errors.length > 0) throw new Error(`${file} does not parse: ${parsed.errors[0]!.message}`);
  return literalsOf(parsed.program)
    .filter((literal) => API_PATH.test(literal.text))
    .map((literal) => `${file}:${source.slice(0, literal.start).split('\n').length}: ${literal.text}`);
}

describe('the API path table', () => {
  it('is where every API path of the browser, the desktop app, the browser tests and the server comes from', () => {
    const checked = CHECKED.flatMap(sourceFiles).filter((file) => file !== TABLE && !CONTRACT_PINS.test(file) && !OTHER_SERVICES.has(file));
    expect(checked.length).toBeGreaterThan(100);
    expect(checked.flatMap((file) => apiPathLiterals(file))).toEqual([]);
  });

  it('finds an API path in any literal, naming its file and line', () => {
    const source = [
      "import { api } from './api';",
      "// '/api/in-a-comment'",
      "const a = '/api/x';",
      'const b = `${base}/api/y/${id}`;',
      'const c = /\\/api\\/z/;',
      "const d = { e: () => ({ f: '**/api' }) };",
    ].join('\n');
    expect(apiPathLiterals('sample.ts', source)).toEqual(['sample.ts:3: /api/x', 'sample.ts:4: /api/y/', 'sample.ts:5: /api/z', 'sample.ts:6: **/api']);
  });

  it('builds each path from its pattern, every value encoded', () => {
    expect(apiPaths.auth.login()).toBe('/api/auth/login');
    expect(apiPaths.blogPosts.item(7)).toBe('/api/blog-posts/7');
    expect(apiPaths.blogPosts.restoreRevision(7, 3)).toBe('/api/blog-posts/7/revisions/3/restore');
    expect(apiPaths.blogPosts.bySlug('سلطة/خضراء')).toBe(`/api/blog-posts/slug/${encodeURIComponent('سلطة/خضراء')}`);
    expect(apiPaths.bookings.managedCancel('a b')).toBe('/api/bookings/manage/a%20b/cancel');
  });

  it('adds a query of the values that are set', () => {
    expect(withQuery(apiPaths.booking.slots(), { type: 4, from: '2026-01-05', to: undefined, asPractice: true })).toBe(
      '/api/booking/slots?type=4&from=2026-01-05&asPractice=true',
    );
    expect(withQuery(apiPaths.bookings.list(), { lead: undefined })).toBe('/api/bookings');
  });
});

describe('the server router', () => {
  let server: TestServer;
  beforeAll(async () => (server = await startTestServer()));
  afterAll(() => server.stop());

  it('registers exactly the patterns of the table, and pages of the site for the forms posted without JavaScript', () => {
    const registered = new Set(server.router.stack.map((layer) => String(layer.path)));
    const table = new Set<string>(Object.values(API_ROUTES).flatMap((group) => Object.values(group)));
    const pages = new Set<string>(Object.values(ROUTES));
    expect([...registered].filter((pattern) => !table.has(pattern) && !pages.has(pattern))).toEqual([]);
    expect([...registered].filter((pattern) => pages.has(pattern))).toEqual([ROUTES.home, ROUTES.book, ROUTES.manageBooking]);
    expect([...table].filter((pattern) => !registered.has(pattern))).toEqual([]);
  });
});
