import { randomBytes } from 'node:crypto';
import { normalizeEmail } from '@app/shared/auth';
import type { Db } from '../../db/create-db.ts';
import { hashPassword } from './passwords.ts';
import { createUsersRepository } from './users-repository.ts';

export type AddAdministratorResult =
  | { added: true; email: string; generatedPassword?: string }
  | { added: false; reason: string };

/**
 * Adds another administrator (sign-up is disabled, spec §2): the way a second person gets the
 * links manager, e.g. to receive shared links. An existing account is left as it is.
 */
export async function addAdministrator(
  db: Db,
  input: { email: string; password?: string; username?: string },
): Promise<AddAdministratorResult> {
  const email = normalizeEmail(input.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    return { added: false, reason: `${input.email} is not an email address` };
  if (input.password !== undefined && input.password.length < 7) {
    return { added: false, reason: 'the password must be longer than 6 characters' };
  }
  const password = input.password ?? randomBytes(12).toString('base64url');
  const created = await createUsersRepository(db).create({
    email,
    passwordHash: await hashPassword(password),
    userType: 'ADMIN',
    username: input.username ?? 'Administrator',
  });
  if (!created) return { added: false, reason: `an account with ${email} already exists` };
  return input.password === undefined
    ? { added: true, email, generatedPassword: password }
    : { added: true, email };
}
