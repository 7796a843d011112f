import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, signIn } from '../../../test/factories.ts';
import { ensureAdministrator } from './admin-bootstrap.ts';

const log = pino({ level: 'silent' });

describe('administrator bootstrap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('creates admin@localhost with a random password printed once, and only once', async () => {
    const printed: string[] = [];
    await ensureAdministrator(t.database.db, { log, print: (line) => printed.push(line) });
    expect(printed).toHaveLength(1);
    const password = /admin@localhost \/ (\S+)/.exec(printed[0] ?? '')?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    await expect(
      signIn(t.app, { email: 'admin@localhost', password, userType: 'ADMIN' }),
    ).resolves.toBeTruthy();

    await ensureAdministrator(t.database.db, { log, print: (line) => printed.push(line) });
    expect(printed).toHaveLength(1);
  });

  it('creates the configured ADMIN_EMAIL/ADMIN_PASSWORD account and never overwrites it', async () => {
    const printed: string[] = [];
    const options = {
      email: 'Owner@Example.in',
      password: 'owner-password',
      log,
      print: (l: string) => printed.push(l),
    };
    await ensureAdministrator(t.database.db, options);
    await ensureAdministrator(t.database.db, { ...options, password: 'another-password' });
    expect(printed).toEqual([]);
    await expect(
      signIn(t.app, { email: 'owner@example.in', password: 'owner-password', userType: 'ADMIN' }),
    ).resolves.toBeTruthy();
  });

  it('leaves an existing customer with that email alone', async () => {
    await createUser(t.database.db, { email: 'taken@example.in' });
    await ensureAdministrator(t.database.db, { email: 'taken@example.in', password: 'x-password', log });
    await expect(
      signIn(t.app, { email: 'taken@example.in', password: 'x-password', userType: 'ADMIN' }),
    ).rejects.toThrow(/401/);
  });
});
