import fc from 'fast-check';
import { type BadRequest, headerText, nearMiss, plausibleScalar, toQuery } from './bad-requests.ts';
import { type JsonSchema, mutated } from './schema-arbitrary.ts';

type Body = BadRequest['body'];

const json =
  (contentType = 'application/json') =>
  (value: unknown) => ({
    contentType,
    payload: JSON.stringify(value) ?? 'undefined',
  });

const jsonType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json;charset=UTF-16',
  'application/vnd.api+json',
);

const deeplyNested = fc
  .tuple(fc.integer({ min: 100, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

// 1 MiB is the app's body limit; the bookmark import allows a little more.
const huge = fc.constantFrom(5_000, 300_000, 1_100_000, 7_000_000);

const oddContentType = fc.oneof(
  fc.constantFrom(
    '',
    ';',
    'application/',
    '/json',
    'application/json; charset',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/mixed; boundary=x',
    'text/html; charset=bogus',
    '*/*',
    'application/octet-stream',
    'image/png',
    'application/x-www-form-urlencoded; charset=utf-7',
  ),
  headerText(60),
);

// A 1×1 PNG: a receipt the EMI form takes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const multipartPart = (formEntry: fc.Arbitrary<unknown>) =>
  fc.record({
    name: fc.oneof(fc.constantFrom('file', 'auditRequestVo', 'x'), headerText(20)),
    filename: fc.option(fc.constantFrom('r.png', '../../etc/passwd', 'a"b.pdf', ''), { nil: undefined }),
    contentType: fc.option(fc.constantFrom('image/png', 'application/pdf', 'text/plain'), { nil: undefined }),
    content: fc.oneof(
      formEntry.map((value) => JSON.stringify(value) ?? ''),
      fc.constant(PNG),
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
      // A PNG signature followed by junk: sniffed as PNG, not a readable image.
      fc
        .uint8Array({ maxLength: 32 })
        .map((bytes) =>
          Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), bytes]),
        ),
    ),
  });

const multipart = (formEntry: fc.Arbitrary<unknown>) =>
  fc
    .record({
      boundary: fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,70}$/),
      parts: fc.array(multipartPart(formEntry), { maxLength: 8 }),
      breakage: fc.constantFrom('none', 'none', 'wrong-boundary', 'no-boundary', 'truncate', 'no-end', 'lf'),
      cut: fc.nat(),
    })
    .map(({ boundary, parts, breakage, cut }): Body => {
      const eol = breakage === 'lf' ? '\n' : '\r\n';
      const chunks = parts.flatMap((part) => [
        Buffer.from(
          `--${boundary}${eol}Content-Disposition: form-data; name="${part.name}"` +
            (part.filename === undefined ? '' : `; filename="${part.filename}"`) +
            eol +
            (part.contentType ? `Content-Type: ${part.contentType}${eol}` : '') +
            eol,
          'latin1',
        ),
        Buffer.from(part.content),
        Buffer.from(eol),
      ]);
      if (breakage !== 'no-end') chunks.push(Buffer.from(`--${boundary}--${eol}`));
      let payload = Buffer.concat(chunks);
      if (breakage === 'truncate') payload = payload.subarray(0, cut % (payload.length + 1));
      const declared =
        breakage === 'wrong-boundary' ? `${boundary}x` : breakage === 'no-boundary' ? undefined : boundary;
      return {
        contentType:
          declared === undefined ? 'multipart/form-data' : `multipart/form-data; boundary=${declared}`,
        payload,
      };
    });

// Netscape bookmark files (the links import) with odd addresses, dates and tags.
const bookmarkFile = fc
  .array(
    fc.record({
      href: fc.oneof(
        fc.webUrl(),
        fc.constantFrom('javascript:1', '', 'http://', `https://e.in/${'x'.repeat(3000)}`),
      ),
      addDate: fc.oneof(
        fc.integer().map(String),
        fc.constantFrom('1e300', '9e18', '8e18', '8e15', '99999999999', '-5', 'NaN', '1.5', '0x10', ''),
        fc.constantFrom('1e300', '9e18', '8e18'),
      ),
      tags: fc.array(fc.string({ maxLength: 120 }), { maxLength: 60 }).map((tags) => tags.join(',')),
      name: fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.constant('y'.repeat(300))),
    }),
    { maxLength: 5 },
  )
  .map((marks) => {
    const attribute = (text: string) => text.replaceAll('"', '&quot;');
    const lines = marks.map(
      (mark) =>
        `<DT><A HREF="${attribute(mark.href)}" ADD_DATE="${attribute(mark.addDate)}" TAGS="${attribute(mark.tags)}">${mark.name}</A>`,
    );
    return {
      contentType: 'text/html',
      payload: `<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n${lines.join('\n')}\n</DL>`,
    };
  });

/**
 * Bodies of the wrong shape, type, size, syntax or content type for any route; `schema` is the
 * route's body schema and `formEntry` what the EMI form's JSON part holds.
 */
export function oddBody(
  schema: JsonSchema | undefined,
  nestedKeys: string[],
  formEntry: fc.Arbitrary<unknown>,
) {
  const keys = Object.keys(schema?.properties ?? {});
  return fc.oneof(
    {
      weight: 10,
      arbitrary: fc.tuple(mutated(schema, plausibleScalar), jsonType).map(([v, t]) => json(t)(v)),
    },
    { weight: 3, arbitrary: fc.tuple(nearMiss(keys, nestedKeys), jsonType).map(([v, t]) => json(t)(v)) },
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4, stringUnit: 'binary' }).map(json()) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: deeplyNested.map((payload) => ({ contentType: 'application/json', payload })) },
    { weight: 1, arbitrary: huge.map((size) => json()({ [keys[0] ?? 'x']: 'x'.repeat(size) })) },
    {
      weight: 2,
      arbitrary: fc
        .string({ unit: 'binary', maxLength: 60 })
        .map((p) => ({ contentType: 'application/json', payload: p })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{"__proto__":{"x":1}}',
          '{"constructor":{"prototype":{"x":1}}}',
          '',
          'null',
          '"',
          '{"a":1}}',
        )
        .map((payload) => ({ contentType: 'application/json', payload })),
    },
    {
      weight: 1,
      arbitrary: fc.string({ unit: 'binary' }).map((p) => ({ contentType: 'text/plain', payload: p })),
    },
    {
      weight: 1,
      arbitrary: fc.string({ maxLength: 40 }).map((p) => ({
        contentType: 'application/xml',
        payload: `<?xml version="1.0"?><a b="${p}">${p}</a>`,
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.string({ unit: 'binary' }), fc.constant('<DL><p><DT><A HREF="javascript:1">x</A>'))
        .map((p) => ({ contentType: 'text/html', payload: p })),
    },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          mutated(schema, plausibleScalar).map(toQuery),
          nearMiss(keys, nestedKeys).map(toQuery),
          fc.string({ unit: 'binary', maxLength: 60 }),
        )
        .map((payload) => ({ contentType: 'application/x-www-form-urlencoded', payload })),
    },
    { weight: 3, arbitrary: multipart(formEntry) },
    // A route that takes a text document (the bookmark import) mostly gets one.
    { weight: schema?.type === 'string' ? 12 : 1, arbitrary: bookmarkFile },
    {
      weight: 2,
      arbitrary: fc
        .tuple(oddContentType, fc.string({ unit: 'binary', maxLength: 60 }))
        .map(([contentType, payload]) => ({ contentType, payload })),
    },
  );
}

const fakeJwt = fc
  .record({
    alg: fc.constantFrom('HS256', 'none', 'RS256', 'HS512'),
    claims: fc.record(
      {
        sub: fc.oneof(fc.uuid().map(String), fc.string()),
        email: fc.string(),
        userType: fc.constantFrom('ADMIN', 'USER', 'ROOT'),
        exp: fc.oneof(fc.integer(), fc.constant(4_102_444_800)),
      },
      { requiredKeys: [] },
    ),
    signature: fc.base64String({ maxLength: 44 }),
  })
  .map(({ alg, claims, signature }) => {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    return `Bearer ${part({ alg, typ: 'JWT' })}.${part(claims)}.${signature.replace(/=+$/, '')}`;
  });

/** Headers a careless or hostile client sends; none of them may turn into a 5xx. */
export function oddHeaders(extraTokens: string[]) {
  return fc.record(
    {
      authorization: fc.oneof(
        fc.constantFrom(
          'Bearer',
          'Bearer ',
          'Bearer x',
          'bearer null',
          'Basic YWRtaW46YWRtaW4=',
          'Token abc',
          `Bearer ${'a'.repeat(6000)}`,
          ...extraTokens.map((token) => `Bearer ${token}`),
        ),
        headerText().map((text) => `Bearer ${text}`),
        fakeJwt,
        headerText(),
      ),
      accept: fc.oneof(
        fc.constantFrom('application/xml', 'text/html', '*/*;q=oops', 'application/json;q=0'),
        headerText(40),
      ),
      'x-forwarded-for': fc.oneof(
        fc.constantFrom(
          'unknown',
          '999.999.999.999',
          '::1, 10.0.0.1',
          '1.2.3.4, , ,',
          '[::1]:80',
          '-',
          'a'.repeat(500),
        ),
        fc.ipV4(),
        fc.ipV6(),
        headerText(60),
      ),
      'x-forwarded-host': headerText(40),
      'x-forwarded-proto': fc.constantFrom('https', 'ftp', 'http, https', ''),
      cookie: fc.oneof(fc.constantFrom('a=b; c', '=;=;', 'token=%zz'), headerText()),
      'user-agent': headerText(300),
      'x-webhook-timestamp': fc.oneof(
        fc.integer().map(String),
        fc.constantFrom('NaN', '1e309', '-1', String(Math.floor(Date.now() / 1000))),
        headerText(20),
      ),
      'x-webhook-signature': fc.oneof(fc.base64String({ maxLength: 44 }), headerText(60)),
      'x-api-version': fc.constantFrom('2023-08-01', 'bogus', ''),
      'x-idempotency-key': headerText(80),
    },
    { requiredKeys: [] },
  );
}
