import { createSecretKey } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ErrorBodySchema, errorCodeValueFor } from '@app/shared/api';
import { EmiEntryInputSchema } from '@app/shared/emi';
import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { oddBody, oddHeaders } from './bad-bodies.ts';
import { type BadRequest, oddPath, oddQuery, type SweptRoute, sweptRoutes } from './bad-requests.ts';
import { TEST_JWT_SECRET } from './build-test-app.ts';
import { bearer, createUser, signIn } from './factories.ts';
import { startPaymentTestApp } from './payment-test-app.ts';
import { jsonSchemaOf, mutated, propertyNames } from './schema-arbitrary.ts';

// Generated requests per route, each sent once per caller (3–4 callers); the default keeps the
// file near 30 s on two cores. SWEEP_RUNS=500 runs a deeper sweep by hand.
const RUNS_PER_ROUTE = Number(process.env.SWEEP_RUNS ?? 25);

const INDEX_HTML = '<!doctype html><title>shop</title><div id="root"></div>';
const webDir = await mkdtemp(path.join(os.tmpdir(), 'sweep-web-'));
await mkdir(path.join(webDir, 'assets'));
await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
await writeFile(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');

// The routes are known only once the app is built, and each route is its own test, so the app
// is built while the file is collected rather than in beforeAll.
const registered: SweptRoute[] = [];
const t = await startPaymentTestApp(
  {
    // As deployed behind a proxy (operations.md): X-Forwarded-For is the client's to forge.
    TRUST_PROXY: 'true',
    // Limits high enough that 429s do not hide the handlers; a 429 would still be checked.
    RATE_LIMIT_MAX: '1000000',
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
    QUOTE_RATE_LIMIT_PER_IP: '1000000',
  },
  { webDistDir: webDir, onRoute: (route) => registered.push(...sweptRoutes(route)) },
);
// For a plugin's '/' route Fastify also registers the prefix with a trailing slash, but tells
// onRoute of only one of the two: the router itself says whether the twin exists.
const twins = registered
  .filter((route) => !/[/*]$/.test(route.url))
  .map((route) => ({ ...route, url: `${route.url}/` }))
  .filter((twin) => t.app.hasRoute({ method: twin.method as HTTPMethods, url: twin.url }));
const routes = [
  ...new Map([...registered, ...twins].map((route) => [`${route.method} ${route.url}`, route])).values(),
];
const admin = await signIn(t.app, await createUser(t.database.db, { userType: 'ADMIN' }));
const user = await signIn(t.app, await createUser(t.database.db, { userType: 'USER' }));
const key = createSecretKey(Buffer.from(TEST_JWT_SECRET, 'utf8'));
const expiredAdminToken = await new SignJWT({ email: 'a@example.in', userType: 'ADMIN' })
  .setProtectedHeader({ alg: 'HS256' })
  .setSubject('00000000-0000-4000-8000-000000000000')
  .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
  .sign(key);
const agent = new http.Agent({ keepAlive: true });

afterAll(async () => {
  agent.destroy();
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

const emulatorRoute = (route: SweptRoute) => route.url.startsWith('/emulator/cashfree');

// Whether the router can have matched `path` to the route. A raw `?` or `#` ends the path, and
// `app.inject` resolves `.`/`..` segments and reads a backslash as a slash, so such paths do not count.
function fitsRoute(route: SweptRoute, path: string): boolean {
  const parts = route.url
    .split('/')
    .map((part) =>
      part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  const altered = /[?#\\]|(^|\/)(\.|%2e){1,2}(\/|$)/i.test(path);
  return !altered && new RegExp(`^${parts.join('/')}$`).test(path);
}

function callers(route: SweptRoute): { name: string; headers: Record<string, string> }[] {
  const merchant = {
    'x-client-id': 'emulator-app-id',
    'x-client-secret': 'emulator-secret-key',
    'x-api-version': '2023-08-01',
  };
  return [
    { name: 'anonymous', headers: {} },
    { name: 'admin', headers: bearer(admin.accessToken) },
    { name: 'user', headers: bearer(user.accessToken) },
    ...(emulatorRoute(route) ? [{ name: 'merchant', headers: merchant }] : []),
  ];
}

const nestedKeys = [
  ...new Set(routes.flatMap((route) => [route.query, route.body].flatMap((s) => propertyNames(s)))),
];
// The EMI form's JSON part is read by the handler, not by a route schema.
const formEntry = mutated(jsonSchemaOf(EmiEntryInputSchema), fc.jsonValue());

function requestFor(route: SweptRoute): fc.Arbitrary<BadRequest> {
  return fc.record({
    path: oddPath(route),
    query: oddQuery(route.query, nestedKeys),
    headers: oddHeaders([expiredAdminToken]),
    body: oddBody(route.body, nestedKeys, formEntry),
    overHttp: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
  });
}

type Answer = { status: number; contentType: string; body: string };

async function send(method: string, request: BadRequest, headers: Record<string, string>): Promise<Answer> {
  const url = request.query ? `${request.path}?${request.query}` : request.path;
  const payload = request.body?.payload;
  const allHeaders: Record<string, string> = {
    ...headers,
    ...(request.body?.contentType === undefined ? {} : { 'content-type': request.body.contentType }),
  };
  if (!request.overHttp) {
    const response = await t.app.inject({ method: method as 'GET', url, headers: allHeaders, payload });
    const contentType = String(response.headers['content-type'] ?? '');
    return { status: response.statusCode, contentType, body: response.body };
  }
  const port = new URL(t.baseUrl).port;
  // Node's client would leave the length out on a GET or HEAD and send the body as the next request.
  if (payload !== undefined) allHeaders['content-length'] = String(Buffer.byteLength(payload));
  return new Promise((resolve, reject) => {
    const sent = http.request(
      { host: '127.0.0.1', port, method, path: url, headers: allHeaders, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

const CashfreeErrorSchema = z.object({ message: z.string(), code: z.string(), type: z.string() }).strict();
const internals = [/\bat .+\(.+:\d+:\d+\)/, /node:internal/, /\/work\//, /\.ts:/, /\b\w*Error:/];

// The web app's "not found" page (web-app.ts): a browser asked for a page, not the API.
const webNotFoundPage = (method: string, request: BadRequest, answer: Answer) =>
  answer.status === 404 &&
  (method === 'GET' || method === 'HEAD') &&
  !request.path.startsWith('/api/') &&
  answer.contentType.startsWith('text/html') &&
  answer.body === INDEX_HTML;

// The emulator's checkout is a page shown to a person in the payment modal; it explains its
// problems (an unknown or expired session) in HTML, like Cashfree's hosted checkout.
const checkoutProblemPage = (route: SweptRoute, answer: Answer) =>
  route.url === '/emulator/cashfree/checkout' && answer.contentType.startsWith('text/html');

function expectSafeAnswer(route: SweptRoute, request: BadRequest, answer: Answer, caller: string) {
  const where = `${caller}: ${route.method} ${request.path}${request.query ? `?${request.query}` : ''} → ${answer.status} ${answer.contentType} ${answer.body.slice(0, 400)}`;
  expect(answer.status, where).toBeLessThan(500);
  const json = answer.contentType.startsWith('application/json');
  if (answer.status >= 400 || json) {
    // The not-found message names the address asked for, which is the client's own text.
    const echoed = [request.path, request.query].map((text) => JSON.stringify(text).slice(1, -1));
    const own = echoed.reduce((body, text) => (text ? body.replaceAll(text, '') : body), answer.body);
    for (const pattern of internals) expect(own, where).not.toMatch(pattern);
  }
  if (answer.status < 400 || route.method === 'HEAD') return;
  if (webNotFoundPage(route.method, request, answer) || checkoutProblemPage(route, answer)) return;
  expect(answer.contentType, where).toMatch(/^application\/json/);
  const body: unknown = JSON.parse(answer.body);
  const appShaped = ErrorBodySchema.strict().safeParse(body);
  // The emulator speaks Cashfree's error body (contract A.0). A path that does not fit its route
  // may meet the emulator's hooks or the app's not-found answer; one the router cannot decode
  // gets the app's bad-address answer.
  if (emulatorRoute(route)) {
    const badAddress = appShaped.success && /^The address is /.test(appShaped.data.message);
    if ((fitsRoute(route, request.path) && !badAddress) || !appShaped.success) {
      expect(CashfreeErrorSchema.safeParse(body).success, where).toBe(true);
      return;
    }
  }
  expect(appShaped.success, where).toBe(true);
  expect(appShaped.data?.errorCode, where).toBe(answer.status);
  expect(appShaped.data?.errorCodeValue, where).toBe(errorCodeValueFor(answer.status));
  expect(appShaped.data?.message, where).not.toBe('');
}

describe('every route, fed malformed requests', () => {
  it('enumerates the whole app, not a hand-written list', async () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/v1/links/:pageNumber/:pageSize/:sortBy/:order',
        'POST /api/v1/emi/add',
        'POST /api/auth/login',
        'POST /api/payment/cashfree-webhook',
        'POST /emulator/cashfree/pg/orders',
        'GET /api/docs/json',
        'GET /healthz',
        'GET /api/v1/site',
        'GET /assets/app-1234.js',
      ]),
    );
    expect(routes.length).toBeGreaterThan(50);
    // Every operation of the OpenAPI document is among them.
    const doc: { paths: Record<string, object> } = (await t.app.inject('/api/docs/json')).json();
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) {
        expect(names).toContain(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
      }
    }
  });

  it.each(routes)('$method $url answers below 500, errors in the error body, no internals', async (route) => {
    await fc.assert(
      fc.asyncProperty(requestFor(route), async (request) => {
        for (const caller of callers(route)) {
          const answer = await send(route.method, request, { ...request.headers, ...caller.headers });
          expectSafeAnswer(route, request, answer, caller.name);
        }
      }),
      { numRuns: RUNS_PER_ROUTE },
    );
  });
});
