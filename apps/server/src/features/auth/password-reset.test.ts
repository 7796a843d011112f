import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, signIn } from '../../../test/factories.ts';

describe('forgot and reset password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ COMPANY_NAME: 'Acme Hosting' });
  });
  afterAll(() => t.close());

  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgotPassword', payload: { email } });
  const reset = (token: string, newPassword: string, confirmPassword = newPassword) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/resetPassword',
      payload: { token, newPassword, confirmPassword },
    });

  /** Requests a reset for `email` and returns the token from the link in the mail that arrived. */
  async function resetTokenFromMail(email: string): Promise<string> {
    const before = (await t.sentMail()).length;
    expect((await forgot(email)).statusCode).toBe(200);
    const mails = await t.sentMail();
    expect(mails.length).toBe(before + 1);
    const mail = mails.at(-1);
    expect(mail?.to).toMatchObject({ text: email });
    expect(mail?.html).toContain('Reset my password');
    const link = /http:\/\/shop\.test\/reset-password\?token=([\w-]+)/.exec(mail?.text ?? '');
    expect(link).not.toBeNull();
    return link?.[1] ?? '';
  }

  it('mails a reset link; the new password works and the old one does not', async () => {
    const user = await createUser(t.database.db, { email: 'asha@example.in' });
    const response = await forgot('Asha@example.in');
    expect(response.json()).toEqual({
      message: 'Password reset link is sent to your registered email address.',
    });
    const [mail] = (await t.sentMail()).slice(-1);
    expect(mail?.subject).toBe('Reset your Acme Hosting password');
    expect(mail?.text).toContain('expires in 30 minutes');

    const token = await resetTokenFromMail(user.email);
    const done = await reset(token, 'brand-new-secret');
    expect(done.statusCode).toBe(200);

    await expect(signIn(t.app, { ...user, password: 'brand-new-secret' })).resolves.toHaveProperty(
      'accessToken',
    );
    await expect(signIn(t.app, user)).rejects.toThrow(/401/);
  });

  it('answers an unknown email with 404 naming the company', async () => {
    const response = await forgot('nobody@example.in');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This Email is not registered with Acme Hosting');
  });

  it('a reset link works once', async () => {
    const user = await createUser(t.database.db);
    const token = await resetTokenFromMail(user.email);
    expect((await reset(token, 'first-new-pass')).statusCode).toBe(200);
    const second = await reset(token, 'second-new-pass');
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toMatch(/invalid or has expired/);
  });

  it('a reset link expires after 30 minutes', async () => {
    const user = await createUser(t.database.db);
    const token = await resetTokenFromMail(user.email);
    await t.database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    expect((await reset(token, 'too-late-pass')).statusCode).toBe(400);
    const [row] = (
      (await t.database.db.execute(
        sql`select extract(epoch from (expires_at - created_at))::int as ttl from password_reset_tokens where user_id = ${user.id}`,
      )) as unknown as { rows: { ttl: number }[] }
    ).rows;
    // The window was 30 minutes before we moved it (moved by 30 min + 1 s, so ttl is now -1 s).
    expect(row?.ttl).toBeLessThan(0);
  });

  it('using one link retires the other outstanding links of that user', async () => {
    const user = await createUser(t.database.db);
    const older = await resetTokenFromMail(user.email);
    const newer = await resetTokenFromMail(user.email);
    expect((await reset(newer, 'newest-pass-1')).statusCode).toBe(200);
    expect((await reset(older, 'older-pass-22')).statusCode).toBe(400);
  });

  it('refuses a mismatched confirmation without using the link', async () => {
    const user = await createUser(t.database.db);
    const token = await resetTokenFromMail(user.email);
    const mismatch = await reset(token, 'one-password', 'another-password');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors.confirmPassword).toBe('Verify password is not matching new password!');
    expect((await reset(token, 'one-password')).statusCode).toBe(200);
  });

  it('a reset signs out every session of the user', async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user);
    const token = await resetTokenFromMail(user.email);
    await reset(token, 'after-reset-pass');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('keeps the mail when sending fails, and sends it on a later pass', async () => {
    const user = await createUser(t.database.db);
    const countPending = async () =>
      (
        (await t.database.db.execute(
          sql`select count(*)::int as n from mail_outbox where status = 'pending' and "to" = ${user.email}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n;
    await forgot(user.email);
    expect(await countPending()).toBe(1);
    await t.sentMail();
    expect(await countPending()).toBe(0);
  });
});
