import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, signIn } from '../../../test/factories.ts';

describe('refresh tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

  it('rotates: a refresh answers a new access token and a new refresh token', async () => {
    const user = await createUser(t.database.db);
    const first = await signIn(t.app, user);
    const response = await refresh(first.refreshToken);
    expect(response.statusCode).toBe(200);
    const second = response.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const me = await t.app.inject({
      url: `/api/auth/userinfo/${user.email}`,
      headers: bearer(second.accessToken),
    });
    expect(me.statusCode).toBe(200);
    // The successor keeps working.
    expect((await refresh(second.refreshToken)).statusCode).toBe(200);
  });

  it('reuse of a rotated token revokes the whole family', async () => {
    const user = await createUser(t.database.db);
    const first = await signIn(t.app, user);
    const second = (await refresh(first.refreshToken)).json();

    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ errorCode: 401, errorCodeValue: 'UNAUTHORIZED' });
    // The legitimate successor died with the family.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('reuse in one family leaves the user’s other sessions alone', async () => {
    const user = await createUser(t.database.db);
    const laptop = await signIn(t.app, user);
    const phone = await signIn(t.app, user);
    await refresh(laptop.refreshToken);
    await refresh(laptop.refreshToken);
    expect((await refresh(phone.refreshToken)).statusCode).toBe(200);
  });

  it('two racing refreshes of one token leave exactly one winner', async () => {
    const user = await createUser(t.database.db);
    const tokens = await signIn(t.app, user);
    const results = await Promise.all([refresh(tokens.refreshToken), refresh(tokens.refreshToken)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses unknown and malformed tokens', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const empty = await refresh('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorCodeValue).toBe('BAD_REQUEST');
  });

  it('logout revokes the session: its refresh token stops working', async () => {
    const user = await createUser(t.database.db);
    const tokens = await signIn(t.app, user);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
  });
});
