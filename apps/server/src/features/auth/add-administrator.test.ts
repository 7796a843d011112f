import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { signIn } from '../../../test/factories.ts';
import { addAdministrator } from './add-administrator.ts';

describe('adding another administrator (npm run admin:add)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('adds an administrator who can sign in to the admin tools', async () => {
    const result = await addAdministrator(t.database.db, {
      email: ' Colleague@Navya.test ',
      password: 'colleague-pass',
    });
    expect(result).toEqual({ added: true, email: 'colleague@navya.test' });
    const session = await signIn(t.app, {
      email: 'colleague@navya.test',
      password: 'colleague-pass',
      userType: 'ADMIN',
    });
    expect(session.accessToken).toBeTruthy();
  });

  it('generates a password when none is given, and never touches an existing account', async () => {
    const generated = await addAdministrator(t.database.db, { email: 'second@navya.test' });
    expect(generated).toMatchObject({ added: true, generatedPassword: expect.stringMatching(/^.{16}$/) });
    expect(
      await addAdministrator(t.database.db, { email: 'colleague@navya.test', password: 'other-pass' }),
    ).toEqual({
      added: false,
      reason: 'an account with colleague@navya.test already exists',
    });
    expect(await addAdministrator(t.database.db, { email: 'nope' })).toMatchObject({ added: false });
    expect(await addAdministrator(t.database.db, { email: 'x@y.in', password: 'short' })).toMatchObject({
      added: false,
    });
  });
});
