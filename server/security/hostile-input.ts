import fc from 'fast-check';
import { TINY_PNG } from '../test/harness';

/**
 * Building blocks for generated attacks on the API: odd texts, ids, query strings and request bodies, each able to
 * say what it is in a line (fast-check prints that line for a failing request instead of a 300 KB string).
 */

/** Texts that trip naive code: direction marks, zero-width characters, emoji sequences, unpaired surrogates, NUL... */
const ODD_TEXTS = [
  '\u202Eevil\u202C', '\u200F\u200E\u061C', '\u200B\u200C\u200D\u2060', '\uFEFF', '👩‍👩‍👧‍👦', '🏳️‍🌈', '\uD800', '\uDFFF', 'a\uD83Dz',
  '\u0000', 'a\u0000b', 'e\u0301\u0301\u0301', 'ﷺ', 'مرحبا بكم', '\r\n', '\t', ' ', '\u00A0\u3000', '\u2028\u2029', '%00', '%',
  '../../etc/passwd', '..\\..\\windows', '<script>alert(1)</script>', "'; DROP TABLE packages; --", '{{7*7}}', '${7*7}', '\\', '"',
  'null', 'undefined', 'NaN', '-1', '1e309', '0x10', 'true', '[]', '{}', '__proto__', 'constructor', 'prototype', 'toString',
  'hasOwnProperty', 'javascript:alert(1)', 'data:text/html,<b>x</b>', '\u{10FFFF}', '\uFFFD\uFFFE\uFFFF',
];

/** Keys that would change every object if a parser or a merge took them at their word. */
const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];

/** The marker a polluted Object.prototype would show (`({}).polluted`). */
export const POLLUTION_MARKER = 'polluted';

export const oddText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...ODD_TEXTS),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.array(fc.constantFrom(...ODD_TEXTS), { minLength: 2, maxLength: 5 }).map((parts) => parts.join('')),
);

/** Lengths just around the limits of shared/limits.ts and far beyond them. */
const HUGE_LENGTHS = [49, 51, 101, 201, 256, 501, 1001, 5001, 100_001, 400_000];

/** A long text of one repeated character (an emoji counts twice in JavaScript's lengths). */
const hugeText: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...HUGE_LENGTHS), fc.constantFrom('x', 'ش', '😀', '\u200B', ' '))
  .map(([length, character]) => character.repeat(length));

/** Percent-encodes any text as UTF-8 (an unpaired surrogate becomes U+FFFD, as a browser would send it). */
function percentEncode(text: string): string {
  const unreserved = /[A-Za-z0-9\-._~]/;
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => String.fromCharCode(byte))
    .map((character) => (unreserved.test(character) ? character : `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
}

/** Malformed escapes that a decoder must refuse rather than throw on. */
const BROKEN_ESCAPES = ['%', '%E0%A4%A', '%FF', '%C0%AF', '%zz', '%u0041', '%00'];

/** A path segment where an id (or a slug) goes: odd numbers, odd texts, broken escapes, and small ids that exist. */
export const oddPathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 6 }).map(String) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '-1', '0', '1e309', '1e3', '0x10', '1.5', '01', '+1', 'NaN', 'Infinity', '9'.repeat(400), '9007199254740993', '%20%31',
      '%D9%A1', '..', '%2e%2e', '%2F', 'null', '%5B%5D', '1%3BDROP', '1%27%20OR%20%271%27%3D%271', 'export.csv', 'slug', 'upsert',
    ),
  },
  { weight: 1, arbitrary: fc.bigInt().map(String) },
  { weight: 2, arbitrary: oddText.map(percentEncode) },
  { weight: 1, arbitrary: fc.constantFrom(...BROKEN_ESCAPES) },
);

/** Query keys the API reads, in array and object notations, and keys that would pollute a nested parser's result. */
const QUERY_KEYS = ['lang', 'lang[]', 'lang[0]', 'page', 'sort', 'id', 'a[]', 'a[b][c]', '__proto__[polluted]', 'constructor[prototype][polluted]', '__proto__'];

/** A query string (with its '?') of repeated keys, array and object notations, pollution keys, odd or huge values. */
export const oddQuery: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  {
    weight: 4,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...QUERY_KEYS), oddText.map(percentEncode)),
          fc.oneof(fc.constantFrom('en', 'ar', '', '-1', '1e309', 'xx'), oddText.map(percentEncode), fc.constantFrom(...BROKEN_ESCAPES)),
        ),
        { minLength: 1, maxLength: 6 },
      )
      .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`),
  },
  { weight: 1, arbitrary: fc.constantFrom('?', '?&&&', '?=', '?lang', '?lang=en&lang=ar&lang=en', '?%', '?a=%E0%A4%A') },
  { weight: 1, arbitrary: fc.constantFrom(1000, 8000).map((length) => `?lang=${'x'.repeat(length)}`) },
  { weight: 1, arbitrary: fc.constantFrom(500, 3000).map((count) => `?${Array.from({ length: count }, (_, index) => `k${index}=v`).join('&')}`) },
);

/** A JSON object written out entry by entry, so that `__proto__` and repeated keys reach the wire as keys. */
export class Entries {
  constructor(readonly entries: [string, unknown][]) {}
}

/** JSON text that JavaScript values cannot produce: 1e309, nesting deeper than JSON.stringify could walk. */
class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a generated value (Entries and RawJson kept as they are; what JSON cannot hold becomes null). */
function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof Entries) return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') return jsonText(new Entries(Object.entries(value)));
  return JSON.stringify(value) ?? 'null';
}

/** Values of the wrong type for any field: numbers at the edges, booleans, null, lists and objects, odd texts. */
export function hostileValue(fieldNames: readonly string[]): fc.Arbitrary<unknown> {
  const fieldName = fc.oneof(fc.constantFrom(...fieldNames, ...POLLUTION_KEYS), oddText);
  return fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom<unknown>(null, true, false, 0, -1, -0, 1.5, 2 ** 53 + 2, 1e308, -1e308, '', ' ', '0', 'true', [], {}),
      fc.constantFrom(new RawJson('1e309'), new RawJson('-1e309'), new RawJson('1'.repeat(400)), new RawJson('0.0000000000000000000001e-400')),
      oddText,
      hugeText,
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.array(tie('value'), { maxLength: 3 }),
      fc.array(fc.tuple(fieldName, tie('value')), { maxLength: 3 }).map((entries) => new Entries(entries)),
    ),
  })).value;
}

/** Nesting far deeper than any schema: lists or objects, 1,000 to 100,000 levels. */
export const deepNesting: fc.Arbitrary<RawJson> = fc
  .tuple(fc.constantFrom(1000, 10_000, 100_000), fc.boolean())
  .map(([depth, asObject]) => new RawJson(asObject ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}${']'.repeat(depth)}`));

/** Objects that try to pollute Object.prototype through a parser or a merge. */
export const pollutingBody: fc.Arbitrary<Entries> = fc.constantFrom(
  new Entries([['__proto__', new Entries([[POLLUTION_MARKER, 'yes']])]]),
  new Entries([['constructor', new Entries([['prototype', new Entries([[POLLUTION_MARKER, 'yes']])]])]]),
  new Entries([['prototype', new Entries([[POLLUTION_MARKER, 'yes']])], ['__proto__', null]]),
  new Entries([['__proto__', []], ['toString', 'x'], ['hasOwnProperty', 1], ['valueOf', {}]]),
);

/**
 * A valid body as it is, with an unknown field more, or with odd text added to some of its texts: mostly stored (a
 * text with a format of its own, such as an icon name or a date, may be refused).
 */
export function plausibleBody(sample: Record<string, unknown>): fc.Arbitrary<unknown> {
  const entries = Object.entries(sample);
  const texts = entries.filter(([, item]) => typeof item === 'string').map(([name]) => name);
  const variants: fc.Arbitrary<unknown>[] = [
    fc.constant(sample),
    fc.tuple(oddText, oddText).map(([key, text]) => new Entries([...entries, [`extra${key}`, text]])),
  ];
  if (texts.length > 0) {
    variants.push(
      fc
        .tuple(fc.subarray(texts, { minLength: 1 }), oddText)
        .map(([chosen, text]) => new Entries(entries.map(([name, item]) => [name, chosen.includes(name) ? `${String(item)}${text}` : item]))),
    );
  }
  return fc.oneof(...variants);
}

/** A generated variant of a valid body: a field missing, an extra field, or a field of the wrong type or too long. */
export function mutatedBody(sample: Record<string, unknown>, fieldNames: readonly string[]): fc.Arbitrary<unknown> {
  const entries = Object.entries(sample);
  const value = hostileValue(fieldNames);
  const withEntry = (key: string, item: unknown) => new Entries([...entries.filter(([name]) => name !== key), [key, item]]);
  const extraKey = fc.oneof(fc.constantFrom(...fieldNames, ...POLLUTION_KEYS), oddText);
  const variants: fc.Arbitrary<unknown>[] = [
    plausibleBody(sample),
    fc.tuple(extraKey, value).map(([key, item]) => new Entries([...entries, [key, item]])),
    fc.constant({}),
  ];
  if (entries.length > 0) {
    const key = fc.constantFrom(...Object.keys(sample));
    variants.push(
      key.map((missing) => new Entries(entries.filter(([name]) => name !== missing))),
      fc.tuple(key, value).map(([name, item]) => withEntry(name, item)),
      fc.tuple(key, fc.oneof(oddText, hugeText)).map(([name, text]) => withEntry(name, text)),
    );
  }
  return fc.oneof(...variants);
}

/** A request body as bytes with the Content-Type (and Content-Encoding) it claims, and a line saying what it is. */
export interface EncodedBody {
  headers: Record<string, string>;
  body?: Buffer;
  summary: string;
}

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/vnd.api+json', 'application/merge-patch+json'];
const OTHER_TYPES = [
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/xml', 'text/html', '*/*', 'application/json; charset=latin1',
  'application/json; charset=utf-16', 'application/json; charset=bogus', 'application/json, text/plain', ';;;', 'application/', 'image/png',
  'application/octet-stream', 'multipart/form-data; boundary=', 'multipart/mixed; boundary=x',
];

/** Text that is not JSON (or not quite), sent as JSON. */
const invalidJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '', ' ', '{', '}', '{"a":', '{"a":1,}', "{'a':1}", '{a:1}', 'NaN', '{"a":NaN}', '{"a":undefined}', '\uFEFF{}', '{"a":1}{"b":2}', '{"a":1} x',
    '/* c */{}', '{"a":"\\x00"}', '{"a":"\\uD800"}', '{"a":"\\u12"}', '"text"', '123', 'null', 'true', '[]', '{"a":1,"a":2}', '{"__proto__":1,"__proto__":2}',
    '\u0000', '\n\n\n', '{"a":"b\u0000c"}',
  ),
  oddText,
);

const MULTIPART_KINDS = [
  'no boundary', 'other boundary', 'cut short', 'no closing', 'no disposition', 'no name', 'hostile file names', 'empty file', 'text as image',
  'many fields', 'long header', 'just dashes', 'valid image', 'too many files',
] as const;

/** The parts of a multipart body of each kind, and its Content-Type; `field` names the file parts, `text` goes in. */
function multipartParts(kind: (typeof MULTIPART_KINDS)[number], field: string, text: string): [string, Buffer] {
  const boundary = 'GeneratedBoundary7MA4YWxk';
  const typed = `multipart/form-data; boundary=${boundary}`;
  const part = (headers: string, content: Buffer | string) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(content), Buffer.from('\r\n')]);
  const file = (name: string, content: Buffer | string = TINY_PNG) =>
    part(`Content-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: image/png`, content);
  const closed = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
  switch (kind) {
    case 'no boundary':
      return ['multipart/form-data', closed(file('a.png'))];
    case 'other boundary':
      return ['multipart/form-data; boundary=SomethingElse', closed(file('a.png'))];
    case 'cut short':
      return [typed, file('a.png').subarray(0, 60)];
    case 'no closing':
      return [typed, file('a.png')];
    case 'no disposition':
      return [typed, closed(part('Content-Type: image/png', TINY_PNG))];
    case 'no name':
      return [typed, closed(part('Content-Disposition: form-data; filename="a.png"', TINY_PNG))];
    case 'hostile file names':
      return [typed, closed(file('../../../../etc/passwd.png'), file('..\\..\\x.png'), file('a\u0000.png'), file(`${text}.png`))];
    case 'empty file':
      return [typed, closed(file('empty.png', ''))];
    case 'text as image':
      return [typed, closed(file('page.png', '<?php system($_GET["c"]); ?><html><script>alert(1)</script>'))];
    case 'many fields':
      return [typed, closed(...Array.from({ length: 1200 }, (_, index) => part(`Content-Disposition: form-data; name="f${index}"`, text)))];
    case 'long header':
      return [typed, closed(part(`Content-Disposition: form-data; name="${'n'.repeat(20_000)}"`, 'x'))];
    case 'just dashes':
      return [typed, Buffer.from('--')];
    case 'valid image':
      return [typed, closed(part('Content-Disposition: form-data; name="titleEn"', text), file('photo.png'))];
    case 'too many files':
      return [typed, closed(...Array.from({ length: 25 }, (_, index) => file(`${index}.png`)))];
  }
}

/** A multipart body, mostly malformed: no or another boundary, cut short, parts without names, hostile file names. */
export const multipartBody: fc.Arbitrary<EncodedBody> = fc
  .tuple(fc.constantFrom(...MULTIPART_KINDS), fc.constantFrom('image', 'images', 'titleEn', 'name', ''), oddText)
  .map(([kind, field, text]) => {
    const [contentType, body] = multipartParts(kind, field, text);
    return { headers: { 'Content-Type': contentType }, body, summary: `multipart (${kind}, field "${field}", ${body.length} bytes)` };
  });

/** A body of `text` under these headers, summed up by `what` and the text's start. */
function textBody(headers: Record<string, string>, text: string, what: string): EncodedBody {
  const shown = text.length > 200 ? `${text.slice(0, 200)}… (${text.length} characters)` : text;
  return { headers, body: Buffer.from(text, 'utf8'), summary: `${what}: ${shown}` };
}

/** A generated value as a JSON body. */
export const asJson = (item: unknown, type = 'application/json') => textBody({ 'Content-Type': type }, jsonText(item), type);

/** Bytes that are not UTF-8: UTF-16 with its byte-order mark, a broken sequence, NULs. */
const NOT_UTF8 = [Buffer.from('fffe7b007d00', 'hex'), Buffer.from('7b2261223a22c328227d', 'hex'), Buffer.alloc(64)];

/** A JSON text just over the 1 MB the server reads. */
const OVER_THE_LIMIT = `{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`;

/** How a generated JSON value goes on the wire: as JSON, under another type, as a form, or not at all. */
export function encodedBody(value: fc.Arbitrary<unknown>): fc.Arbitrary<EncodedBody> {
  const json = (types: string[]) => fc.tuple(value, fc.constantFrom(...types)).map(([item, type]) => asJson(item, type));
  return fc.oneof(
    { weight: 12, arbitrary: json(JSON_TYPES) },
    { weight: 2, arbitrary: json(OTHER_TYPES) },
    { weight: 1, arbitrary: value.map((item) => textBody({}, jsonText(item), 'no Content-Type')) },
    { weight: 2, arbitrary: invalidJson.map((text) => textBody({ 'Content-Type': 'application/json' }, text, 'invalid JSON')) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...NOT_UTF8)
        .map((bytes) => ({ headers: { 'Content-Type': 'application/json' }, body: bytes, summary: `not UTF-8: ${bytes.toString('hex')}` })),
    },
    { weight: 1, arbitrary: oddQuery.map((query) => textBody({ 'Content-Type': 'application/x-www-form-urlencoded' }, query.slice(1), 'form')) },
    { weight: 2, arbitrary: multipartBody },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain')
        .map((type) => textBody({ 'Content-Type': type }, OVER_THE_LIMIT, `${type} over 1 MB`)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(value, fc.constantFrom('gzip', 'deflate', 'br', 'x-unknown', 'gzip, gzip'))
        .map(([item, encoding]) =>
          textBody({ 'Content-Type': 'application/json', 'Content-Encoding': encoding }, jsonText(item), `not the ${encoding} it claims`),
        ),
    },
    { weight: 2, arbitrary: fc.constant({ headers: {}, summary: 'no body' }) },
  );
}
