import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer } from '../../../test/factories.ts';

const valid = {
  username: 'Asha Rao',
  email: 'asha@example.in',
  password: 'secret-pass',
  mobile: '9876543210',
  userType: 'USER',
  address: '12 MG Road, Bengaluru',
};

describe('POST /api/auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

  it('creates a customer and signs them in (201 with tokens)', async () => {
    const response = await register(valid);
    expect(response.statusCode).toBe(201);
    const { accessToken, refreshToken } = response.json();
    expect(refreshToken).toBeTruthy();
    const info = await t.app.inject({
      url: '/api/auth/userinfo/asha@example.in',
      headers: bearer(accessToken),
    });
    expect(info.json()).toEqual({
      customerName: 'Asha Rao',
      customerEmail: 'asha@example.in',
      mobile: '9876543210',
      address: '12 MG Road, Bengaluru',
    });
  });

  it('registers a USER even when userType ADMIN is sent', async () => {
    const response = await register({ ...valid, email: 'sneaky@example.in', userType: 'ADMIN' });
    expect(response.statusCode).toBe(201);
    const claims = JSON.parse(Buffer.from(response.json().accessToken.split('.')[1], 'base64url').toString());
    expect(claims.userType).toBe('USER');
    const asAdmin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'sneaky@example.in', password: valid.password, userType: 'ADMIN' },
    });
    expect(asAdmin.statusCode).toBe(401);
  });

  it('answers 409 for an email already registered, whatever its case', async () => {
    await register({ ...valid, email: 'twice@example.in' });
    const again = await register({ ...valid, email: 'TWICE@example.in' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 409, errorCodeValue: 'CONFLICT' });
    expect(again.json().message).toMatch(/already exists/);
  });

  it.each([
    ['username', 'Ash', 'Proper name is required'],
    ['email', 'asha@example', 'Invalid Email'],
    ['mobile', '98765', 'invalid Mobile Number'],
    ['mobile', '98765432101', 'invalid Mobile Number'],
    ['password', '123456', 'Password is required, minimum 6 character.'],
  ])('rejects %s=%j with the spec message', async (field, value, message) => {
    const response = await register({
      ...valid,
      email: `v-${field}-${value.length}@example.in`,
      [field]: value,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(response.json().message).toContain(message);
  });

  it('keeps the administrator sign-up disabled', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'new-admin@example.in', password: 'whatever1', username: 'newadmin' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      errorCode: 403,
      errorCodeValue: 'FORBIDDEN',
      message: 'New Registrations are Disabled for now. Please, contact admin',
    });
  });
});
