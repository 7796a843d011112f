import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, signIn } from '../../../test/factories.ts';

describe('user lookups', () => {
  let t: TestApp;
  let asha: Awaited<ReturnType<typeof createUser>>;
  let ravi: Awaited<ReturnType<typeof createUser>>;
  let ashaToken: string;
  let adminToken: string;

  beforeAll(async () => {
    t = await buildTestApp();
    asha = await createUser(t.database.db, { email: 'asha@example.in', username: 'Asha Rao' });
    ravi = await createUser(t.database.db, { email: 'ravi@example.in', username: 'Ravi Kumar' });
    const admin = await createUser(t.database.db, { email: 'admin@example.in', userType: 'ADMIN' });
    ashaToken = (await signIn(t.app, asha)).accessToken;
    adminToken = (await signIn(t.app, admin)).accessToken;
  });
  afterAll(() => t.close());

  it('a customer reads their own info', async () => {
    const response = await t.app.inject({
      url: '/api/auth/userinfo/Asha@Example.in',
      headers: bearer(ashaToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().customerName).toBe('Asha Rao');
  });

  it("a customer cannot read another customer's info", async () => {
    const response = await t.app.inject({
      url: '/api/auth/userinfo/ravi@example.in',
      headers: bearer(ashaToken),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCodeValue).toBe('FORBIDDEN');
    expect(response.body).not.toContain('Ravi');
  });

  it('an administrator reads anyone', async () => {
    const response = await t.app.inject({
      url: '/api/auth/userinfo/ravi@example.in',
      headers: bearer(adminToken),
    });
    expect(response.json().customerName).toBe('Ravi Kumar');
  });

  it('needs a valid bearer token (the literal "token" fallback is refused)', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer token' },
      { authorization: `Bearer ${ashaToken}x` },
    ]) {
      const response = await t.app.inject({ url: '/api/auth/userinfo/asha@example.in', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().errorCodeValue).toBe('UNAUTHORIZED');
    }
  });

  it('user by id: yourself or, for an administrator, anyone; others look absent', async () => {
    const own = await t.app.inject({ url: `/api/auth/user/${asha.id}`, headers: bearer(ashaToken) });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: asha.id, email: 'asha@example.in', userType: 'USER' });
    expect(own.body).not.toContain('password');

    const other = await t.app.inject({ url: `/api/auth/user/${ravi.id}`, headers: bearer(ashaToken) });
    expect(other.statusCode).toBe(404);

    const admin = await t.app.inject({ url: `/api/auth/user/${ravi.id}`, headers: bearer(adminToken) });
    expect(admin.json().username).toBe('Ravi Kumar');

    const bad = await t.app.inject({ url: '/api/auth/user/not-a-uuid', headers: bearer(adminToken) });
    expect(bad.statusCode).toBe(400);
  });

  it('check email answers whether an account exists', async () => {
    const known = await t.app.inject({ url: '/api/auth/checkemail/ASHA@example.in' });
    expect(known.json()).toEqual({ exists: true });
    const unknown = await t.app.inject({ url: '/api/auth/checkemail/nobody@example.in' });
    expect(unknown.json()).toEqual({ exists: false });
  });

  it('check email is rate limited', async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (await t.app.inject({ url: `/api/auth/checkemail/x${i}@example.in`, remoteAddress: '10.9.9.9' }))
        .statusCode;
    }
    expect(last).toBe(429);
  });
});
