import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, signIn } from '../../../test/factories.ts';

describe('POST /api/auth/changePassword (form-url-encoded)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const change = (accessToken: string | undefined, form: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/changePassword',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(accessToken ? bearer(accessToken) : {}),
      },
      payload: new URLSearchParams(form).toString(),
    });

  it('changes the password, ends other sessions and answers fresh tokens', async () => {
    const user = await createUser(t.database.db);
    const other = await signIn(t.app, user);
    const current = await signIn(t.app, user);
    const response = await change(current.accessToken, {
      oldPassword: user.password,
      newPassword: 'changed-pass-1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().refreshToken).toBeTruthy();

    await expect(signIn(t.app, { ...user, password: 'changed-pass-1' })).resolves.toBeTruthy();
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: other.refreshToken },
    });
    expect(stale.statusCode).toBe(401);
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: response.json().refreshToken },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses a wrong current password', async () => {
    const user = await createUser(t.database.db);
    const { accessToken } = await signIn(t.app, user);
    const response = await change(accessToken, {
      oldPassword: 'not-my-password',
      newPassword: 'changed-pass-2',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ oldPassword: 'Current password is incorrect' });
  });

  it('refuses a too-short new password and an anonymous caller', async () => {
    const user = await createUser(t.database.db);
    const { accessToken } = await signIn(t.app, user);
    const short = await change(accessToken, { oldPassword: user.password, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.newPassword).toBe('Password is required, minimum 6 character.');
    expect(
      (await change(undefined, { oldPassword: user.password, newPassword: 'whatever-1' })).statusCode,
    ).toBe(401);
  });
});
