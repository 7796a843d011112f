import { randomBytes } from 'node:crypto';
import { normalizeEmail } from '@app/shared/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/create-db.ts';
import { hashPassword } from './passwords.ts';
import { createUsersRepository } from './users-repository.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@localhost';

/**
 * Makes sure an administrator can sign in on first start. With ADMIN_EMAIL the account is
 * created if missing (an existing one keeps its password); without it, `admin@localhost` is
 * created when there is no administrator at all. A generated password is printed once.
 */
export async function ensureAdministrator(
  db: Db,
  options: { email?: string; password?: string; log: FastifyBaseLogger; print?: (line: string) => void },
): Promise<void> {
  const users = createUsersRepository(db);
  const email = options.email ? normalizeEmail(options.email) : undefined;
  if (email) {
    if (await users.findByEmail(email)) return;
  } else if ((await users.countAdministrators()) > 0) {
    return;
  }
  const password = options.password ?? randomBytes(12).toString('base64url');
  const created = await users.create({
    email: email ?? DEFAULT_ADMIN_EMAIL,
    passwordHash: await hashPassword(password),
    userType: 'ADMIN',
    username: 'Administrator',
  });
  if (!created) return;
  options.log.info({ email: created.email }, 'administrator account created');
  if (!options.password) {
    const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
    print(`Administrator created: ${created.email} / ${password}  (shown once; change it after signing in)`);
  }
}
