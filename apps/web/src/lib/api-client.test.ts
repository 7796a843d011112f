import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, makeJwt, stubFetch } from '../testing/fetch-stub.ts';
import { api } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { onSessionExpired, type SessionExpiredReason } from './session-events.ts';
import { getAuthToken, getRefreshToken, getStoredEmail, storeEmail, storeTokens } from './storage.ts';

const FRESH = makeJwt(15 * 60, { n: 'fresh' });
const RENEWED = makeJwt(15 * 60, { n: 'renewed' });

/** Collects the session-expired reasons each test emits. */
function recordSessionExpiry() {
  const reasons: SessionExpiredReason[] = [];
  let unsubscribe = () => {};
  beforeEach(() => {
    reasons.length = 0;
    unsubscribe = onSessionExpired((reason) => reasons.push(reason));
  });
  afterEach(() => unsubscribe());
  return reasons;
}

/** A server where /api/things accepts only RENEWED, and refresh answers with RENEWED. */
function serverAcceptingRenewedToken() {
  return stubFetch((call) => {
    if (call.path === '/api/auth/refresh')
      return jsonResponse(200, { accessToken: RENEWED, refreshToken: 'r2' });
    if (call.headers.get('Authorization') === `Bearer ${RENEWED}`) return jsonResponse(200, { ok: true });
    return errorResponse(401, 'Unauthorized');
  });
}

describe('api client: bearer header', () => {
  it('sends the stored access token as a bearer token', async () => {
    storeTokens({ accessToken: FRESH, refreshToken: 'r1' });
    const net = stubFetch(() => jsonResponse(200, { ok: true }));
    await expect(api.get('/api/things')).resolves.toEqual({ ok: true });
    expect(net.calls[0]?.headers.get('Authorization')).toBe(`Bearer ${FRESH}`);
  });

  it("sends the literal 'Bearer token' when nothing is stored", async () => {
    const net = stubFetch(() => jsonResponse(200, {}));
    await api.get('/api/things');
    expect(net.calls[0]?.headers.get('Authorization')).toBe('Bearer token');
  });

  it('sends no Authorization header on public calls', async () => {
    const net = stubFetch(() => jsonResponse(200, {}));
    await api.post('/api/auth/login', { email: 'a@b.in' }, { auth: false });
    expect(net.calls[0]?.headers.has('Authorization')).toBe(false);
    expect(net.calls[0]?.body).toEqual({ email: 'a@b.in' });
  });

  it('sends form-url-encoded bodies', async () => {
    const net = stubFetch(() => new Response(null, { status: 204 }));
    await expect(
      api.postForm('/api/auth/changePassword', { oldPassword: 'a b', newPassword: 'c&d' }),
    ).resolves.toBe(null);
    expect(net.calls[0]?.body).toBe('oldPassword=a+b&newPassword=c%26d');
  });
});

describe('api client: failures', () => {
  it('throws ApiError with the status and parsed body', async () => {
    stubFetch(() => errorResponse(409, 'Already there'));
    const error = await api.post('/api/things', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, body: { message: 'Already there' } });
  });

  it('turns a network failure into ApiError with status 0', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/api/things')).rejects.toMatchObject({ status: 0 });
  });

  it('downloads a file with the name the server gives', async () => {
    stubFetch(
      () =>
        new Response('%PDF', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="Invoice_ORD1.pdf"' },
        }),
    );
    const file = await api.download('/api/bill/ORD1');
    expect(file.fileName).toBe('Invoice_ORD1.pdf');
    expect(await file.blob.text()).toBe('%PDF');
  });
});

describe('api client: token refresh (spec §4)', () => {
  it('on 401 refreshes once, stores the rotated tokens and retries with the new token', async () => {
    storeTokens({ accessToken: FRESH, refreshToken: 'r1' });
    const net = serverAcceptingRenewedToken();
    await expect(api.get('/api/things')).resolves.toEqual({ ok: true });
    expect(net.calls.map((c) => c.path)).toEqual(['/api/things', '/api/auth/refresh', '/api/things']);
    expect(net.callsTo('/api/auth/refresh')[0]?.body).toEqual({ refreshToken: 'r1' });
    expect(getAuthToken()).toBe(RENEWED);
    expect(getRefreshToken()).toBe('r2');
  });

  it('lets two concurrent failing calls share exactly one refresh', async () => {
    storeTokens({ accessToken: FRESH, refreshToken: 'r1' });
    const net = serverAcceptingRenewedToken();
    await expect(Promise.all([api.get('/api/things'), api.get('/api/things')])).resolves.toEqual([
      { ok: true },
      { ok: true },
    ]);
    expect(net.callsTo('/api/auth/refresh')).toHaveLength(1);
    expect(net.callsTo('/api/things')).toHaveLength(4);
  });

  it('refreshes when the token expires within two minutes, even on a non-auth failure', async () => {
    storeTokens({ accessToken: makeJwt(60), refreshToken: 'r1' });
    const net = stubFetch((call) => {
      if (call.path === '/api/auth/refresh')
        return jsonResponse(200, { accessToken: RENEWED, refreshToken: 'r2' });
      return call.headers.get('Authorization') === `Bearer ${RENEWED}`
        ? jsonResponse(200, { ok: true })
        : errorResponse(500, 'Boom');
    });
    await expect(api.get('/api/things')).resolves.toEqual({ ok: true });
    expect(net.callsTo('/api/auth/refresh')).toHaveLength(1);
  });

  it('does not refresh on a non-auth failure while the token is fresh', async () => {
    storeTokens({ accessToken: FRESH, refreshToken: 'r1' });
    const net = stubFetch(() => errorResponse(500, 'Boom'));
    await expect(api.get('/api/things')).rejects.toMatchObject({ status: 500 });
    expect(net.calls).toHaveLength(1);
  });

  it('never retries more than once', async () => {
    storeTokens({ accessToken: FRESH, refreshToken: 'r1' });
    const net = stubFetch((call) =>
      call.path === '/api/auth/refresh'
        ? jsonResponse(200, { accessToken: RENEWED, refreshToken: 'r2' })
        : errorResponse(403, 'Forbidden'),
    );
    await expect(api.get('/api/things')).rejects.toMatchObject({ status: 403 });
    expect(net.calls.map((c) => c.path)).toEqual(['/api/things', '/api/auth/refresh', '/api/things']);
  });

  it('does not refresh without a stored refresh token', async () => {
    storeTokens({ accessToken: FRESH });
    const net = stubFetch(() => errorResponse(401, 'Unauthorized'));
    await expect(api.get('/api/things')).rejects.toMatchObject({ status: 401 });
    expect(net.calls).toHaveLength(1);
  });

  it('never refreshes for the login call itself', async () => {
    storeTokens({ accessToken: FRESH, refreshToken: 'r1' });
    const net = stubFetch(() => errorResponse(401, 'Invalid username or password!'));
    await expect(api.post('/api/auth/login', {}, { auth: false })).rejects.toMatchObject({ status: 401 });
    expect(net.calls).toHaveLength(1);
  });
});

describe('api client: failed refresh ends the session', () => {
  const reasons = recordSessionExpiry();

  it('clears the stored session and reports it when the refresh is refused', async () => {
    storeTokens({ accessToken: FRESH, refreshToken: 'r1' });
    storeEmail('asha@example.in');
    stubFetch(() => errorResponse(401, 'Unauthorized'));
    await expect(Promise.all([api.get('/api/things'), api.get('/api/things')])).rejects.toMatchObject({
      status: 401,
    });
    expect([getAuthToken(), getRefreshToken(), getStoredEmail()]).toEqual(['', '', '']);
    expect(reasons).toEqual(['refresh-failed']);
  });

  it("reports 'no-token' when the refresh answers without an access token", async () => {
    storeTokens({ accessToken: FRESH, refreshToken: 'r1' });
    stubFetch((call) =>
      call.path === '/api/auth/refresh' ? jsonResponse(200, {}) : errorResponse(401, 'No'),
    );
    await expect(api.get('/api/things')).rejects.toMatchObject({ status: 401 });
    expect(getAuthToken()).toBe('');
    expect(reasons).toEqual(['no-token']);
  });
});
