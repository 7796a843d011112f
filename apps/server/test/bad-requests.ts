import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { type JsonSchema, jsonSchemaOf, mutated } from './schema-arbitrary.ts';

/** One method and path the app registers, with the JSON Schemas of what it expects. */
export type SweptRoute = {
  method: string;
  url: string;
  params: JsonSchema | undefined;
  query: JsonSchema | undefined;
  body: JsonSchema | undefined;
};

export type BadRequest = {
  path: string;
  query: string;
  headers: Record<string, string>;
  body: { contentType?: string; payload: string | Buffer } | undefined;
  /** Over a real socket, so raw `..` and bad escapes reach the server as sent; else `app.inject`. */
  overHttp: boolean;
};

export function sweptRoutes(route: RouteOptions): SweptRoute[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const schema = route.schema as { params?: unknown; querystring?: unknown; body?: unknown } | undefined;
  return methods.map((method) => ({
    method,
    url: route.url,
    params: jsonSchemaOf(schema?.params),
    query: jsonSchemaOf(schema?.querystring),
    body: jsonSchemaOf(schema?.body),
  }));
}

// What Node's HTTP parser lets through in a header value: tab, visible ASCII and Latin-1.
const headerChar = fc
  .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff }))
  .map((code) => String.fromCharCode(code));
const headerText = (maxLength = 120) => fc.string({ unit: headerChar, maxLength });

/** Percent-encodes what a request line cannot carry raw; `%`, `/`, `..` and the rest stay as sent. */
export function looseEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    out +=
      code > 0x20 && code < 0x7f && char !== '#'
        ? char
        : [...Buffer.from(char, 'utf8')].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
  }
  return out;
}

const plausibleText = fc.constantFrom(
  'ADMIN',
  'USER',
  'asha@example.in',
  'Asha Rao',
  '9876543210',
  'https://example.com/page',
  'example.com',
  'ORD20261122000001',
  'Pending',
  'Paid',
  'basic',
  'plan',
  'domain',
  'asc',
  'DESC',
  'name',
  'createdAt',
  '127.0.0.1',
  'Chrome',
  'Windows',
  'x'.repeat(1001),
  '\u0000',
  'a\u0000b',
  '\ud800',
);
export const plausibleScalar = fc.oneof(
  plausibleText,
  fc.integer({ min: -3, max: 20_000 }),
  fc.constantFrom(0, -1, 0.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, true, false, null),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** Field values that are nearly right: the right names with wrong, odd or borderline values. */
export function nearMiss(keys: string[], nestedKeys: string[]) {
  const nested = fc.oneof(
    fc.array(plausibleScalar, { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('x', ...nestedKeys), plausibleScalar, { maxKeys: 12 }),
    fc.array(fc.dictionary(fc.constantFrom('x', ...nestedKeys), plausibleScalar, { maxKeys: 12 }), {
      maxLength: 3,
    }),
  );
  const value = fc.oneof(
    { weight: 4, arbitrary: plausibleScalar },
    { weight: 1, arbitrary: nested },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2, stringUnit: 'binary' }) },
  );
  const named =
    keys.length > 0
      ? fc.record(Object.fromEntries(keys.map((key) => [key, value])), { requiredKeys: [] })
      : fc.constant({});
  return fc
    .tuple(named, fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 2 }))
    .map(([known, extra]) => ({ ...extra, ...known }) as Record<string, unknown>);
}

export const oddSegment = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '',
    '%',
    '%zz',
    '%2e%2e',
    '%2F',
    '%00',
    '%C3%28',
    '%FF',
    '%E0%A4%A',
    '-1',
    '0',
    '-0',
    '1e999',
    '1.5',
    'NaN',
    'Infinity',
    '0x1F',
    '99999999999999999999999999',
    '9007199254740993',
    '__proto__',
    'constructor',
    '1',
    '10',
    'ADMIN',
    'asc',
    'DESC',
    'name',
    'ORD1',
    'someone@example.in',
  ),
  fc.bigInt().map(String),
  fc.double().map(String),
  fc.uuid().map(String),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  // Fastify refuses path parameters over 100 characters.
  fc.string({ unit: 'grapheme-ascii', minLength: 90, maxLength: 400 }),
);

/** The route's path with each `:param` (and `*`) filled, mostly with a value of its schema. */
export function oddPath(route: SweptRoute): fc.Arbitrary<string> {
  const parts = route.url.split('/');
  const segments = parts.map((part) => {
    if (part === '*') return fc.array(oddSegment, { maxLength: 3 }).map((s) => s.map(looseEncode).join('/'));
    if (!part.startsWith(':')) return fc.constant(part);
    const valid = mutated(route.params?.properties?.[part.slice(1)], oddSegment).map(String);
    return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: oddSegment }).map(looseEncode);
  });
  return fc.tuple(...segments).map((filled) => filled.join('/'));
}

/** A query string or url-encoded form of a value; arrays repeat the key, objects go as JSON. */
export function toQuery(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const search = new URLSearchParams();
  for (const [key, field] of Object.entries(value)) {
    for (const item of Array.isArray(field) ? field : [field]) {
      search.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  return search.toString();
}

export function oddQuery(schema: JsonSchema | undefined, nestedKeys: string[]) {
  const keys = Object.keys(schema?.properties ?? {});
  return fc.oneof(
    fc.constant(''),
    mutated(schema, plausibleScalar).map(toQuery),
    nearMiss(keys, nestedKeys).map(toQuery),
    fc.string({ unit: 'binary', maxLength: 80 }).map(looseEncode),
    fc.constantFrom(
      '%',
      '%zz=1',
      'a[b]=1',
      'page=1&page=2',
      '=',
      '&&&',
      '__proto__[x]=1',
      'constructor[prototype][x]=1',
      'size=-1&page=1e309',
      `name=${'x'.repeat(5000)}`,
    ),
  );
}

export { headerText };
