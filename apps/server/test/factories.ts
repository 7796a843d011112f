import { randomBytes } from 'node:crypto';
import { normalizeEmail, type UserType } from '@app/shared/auth';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/create-db.ts';
import { users } from '../src/db/schema.ts';
import { hashPassword } from '../src/features/auth/passwords.ts';

export const DEFAULT_PASSWORD = 'correct-horse-battery';

export type UserOverrides = Partial<{
  email: string;
  password: string;
  userType: UserType;
  username: string;
  mobile: string;
  address: string;
}>;

export async function createUser(db: Db, overrides: UserOverrides = {}) {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const [user] = await db
    .insert(users)
    .values({
      email: normalizeEmail(overrides.email ?? `user-${randomBytes(4).toString('hex')}@example.in`),
      passwordHash: await hashPassword(password),
      userType: overrides.userType ?? 'USER',
      username: overrides.username ?? 'Asha Rao',
      mobile: overrides.mobile ?? '9876543210',
      address: overrides.address ?? 'Bengaluru',
    })
    .returning();
  if (!user) throw new Error('user not created');
  return { ...user, password };
}

export async function signIn(
  app: FastifyInstance,
  user: { email: string; password: string; userType: UserType },
): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password, userType: user.userType },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** A new administrator, signed in: their access token. */
export async function signInNewAdmin(app: FastifyInstance, db: Db): Promise<string> {
  return (await signIn(app, await createUser(db, { userType: 'ADMIN' }))).accessToken;
}
