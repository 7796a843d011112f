import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories.ts';

describe('POST /api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_PER_IP: '6' });
  });
  afterAll(() => t.close());

  const login = (payload: object, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: ip });

  it('signs in an administrator with userType ADMIN and a customer with USER', async () => {
    const admin = await createUser(t.database.db, { userType: 'ADMIN', email: 'boss@example.in' });
    await createUser(t.database.db, { email: 'Asha@Example.in' });

    const adminLogin = await login(
      { email: admin.email, password: DEFAULT_PASSWORD, userType: 'ADMIN' },
      '10.0.1.1',
    );
    expect(adminLogin.statusCode).toBe(200);
    const tokens = adminLogin.json();
    expect(tokens.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(tokens.refreshToken).toMatch(/^[\w-]{43}$/);
    const claims = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: admin.id, email: 'boss@example.in', userType: 'ADMIN' });
    expect(claims.exp - claims.iat).toBe(15 * 60);

    // Emails are matched case-insensitively.
    const customerLogin = await login(
      { email: '  ASHA@example.IN ', password: DEFAULT_PASSWORD, userType: 'USER' },
      '10.0.1.2',
    );
    expect(customerLogin.statusCode).toBe(200);
  });

  it('defaults userType to ADMIN, so a customer without userType is refused', async () => {
    const customer = await createUser(t.database.db);
    const response = await login({ email: customer.email, password: DEFAULT_PASSWORD }, '10.0.2.1');
    expect(response.statusCode).toBe(401);
  });

  it('answers wrong password, unknown email and wrong userType with one generic 401', async () => {
    const customer = await createUser(t.database.db);
    const attempts = [
      { email: customer.email, password: 'wrong-password', userType: 'USER' },
      { email: 'nobody@example.in', password: DEFAULT_PASSWORD, userType: 'USER' },
      { email: customer.email, password: DEFAULT_PASSWORD, userType: 'ADMIN' },
    ];
    for (const [index, payload] of attempts.entries()) {
      const response = await login(payload, `10.0.3.${index}`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        errorCode: 401,
        errorCodeValue: 'UNAUTHORIZED',
        message: 'Invalid username or password!',
      });
    }
  });

  it('rejects a body without email or password with field messages', async () => {
    const response = await login({ email: '', password: '', userType: 'USER' }, '10.0.4.1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 400,
      errorCodeValue: 'BAD_REQUEST',
      errors: { email: 'Email is Required!', password: 'Password is Required!' },
    });
  });

  it('limits attempts per email across addresses: 429 with Retry-After', async () => {
    const payload = { email: 'target@example.in', password: 'guess-guess', userType: 'USER' };
    for (let i = 0; i < 3; i++) expect((await login(payload, `10.1.0.${i}`)).statusCode).toBe(401);
    const limited = await login(payload, '10.1.0.99');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ errorCode: 429, errorCodeValue: 'TOO_MANY_REQUESTS' });
  });

  it('limits attempts per address across emails', async () => {
    for (let i = 0; i < 6; i++) {
      const response = await login(
        { email: `probe${i}@example.in`, password: 'guess-guess', userType: 'USER' },
        '10.2.0.1',
      );
      expect(response.statusCode).toBe(401);
    }
    const limited = await login({ email: 'probe9@example.in', password: 'x', userType: 'USER' }, '10.2.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
