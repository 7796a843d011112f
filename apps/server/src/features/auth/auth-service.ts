import {
  type AccessClaims,
  authMessages,
  emailNotRegisteredMessage,
  type TokenPair,
  type UserType,
} from '@app/shared/auth';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/create-db.ts';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../http-errors.ts';
import { enqueueMail } from '../../mail/mail-queue.ts';
import type { AccessTokens } from './access-tokens.ts';
import { passwordResetMail } from './auth-mails.ts';
import { createPasswordResetRepository } from './password-reset-repository.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { createRefreshTokensRepository } from './refresh-tokens-repository.ts';
import { createUsersRepository, type UserRow } from './users-repository.ts';

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: {
  db: Db;
  config: Config;
  accessTokens: AccessTokens;
  onMailQueued: () => void;
}) {
  const { db, config, accessTokens, onMailQueued } = deps;
  const users = createUsersRepository(db);
  const refreshTokens = createRefreshTokensRepository(db);

  async function tokensFor(user: UserRow, tokens = refreshTokens): Promise<TokenPair> {
    return { accessToken: await accessTokens.sign(user), refreshToken: await tokens.issue(user.id) };
  }

  return {
    async login(input: { email: string; password: string; userType: UserType }): Promise<TokenPair> {
      const user = await users.findByEmail(input.email);
      const valid = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!user || !valid || user.userType !== input.userType)
        throw unauthorized(authMessages.invalidCredentials);
      return tokensFor(user);
    },

    /** Customer self-registration: always a USER, signed in straight away. */
    async register(input: {
      username: string;
      email: string;
      password: string;
      mobile: string;
      address: string;
    }): Promise<TokenPair> {
      const user = await users.create({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        userType: 'USER',
        username: input.username,
        mobile: input.mobile,
        address: input.address,
      });
      if (!user) throw conflict(authMessages.duplicateEmail);
      return tokensFor(user);
    },

    async refresh(token: string): Promise<TokenPair> {
      const result = await db.transaction(async (tx) => createRefreshTokensRepository(tx).rotate(token));
      if (result.kind !== 'rotated') throw unauthorized('Your session has expired. Please log in again.');
      const user = await users.findById(result.userId);
      if (!user) throw unauthorized('Your session has expired. Please log in again.');
      return { accessToken: await accessTokens.sign(user), refreshToken: result.refreshToken };
    },

    logout: (token: string) => refreshTokens.revoke(token),

    async forgotPassword(email: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user) throw notFound(emailNotRegisteredMessage(config.company.name));
      await db.transaction(async (tx) => {
        const token = await createPasswordResetRepository(tx).create(user.id);
        const resetUrl = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await enqueueMail(
          tx,
          passwordResetMail({
            to: user.email,
            name: user.username,
            resetUrl,
            companyName: config.company.name,
            supportEmail: config.company.supportEmail,
          }),
        );
      });
      onMailQueued();
    },

    async resetPassword(input: { token: string; newPassword: string }): Promise<void> {
      const passwordHash = await hashPassword(input.newPassword);
      const changed = await db.transaction(async (tx) => {
        const userId = await createPasswordResetRepository(tx).consume(input.token);
        if (!userId) return false;
        await createUsersRepository(tx).updatePassword(userId, passwordHash);
        // A reset means the old password may be known to someone else: end every session.
        await createRefreshTokensRepository(tx).revokeAllForUser(userId);
        return true;
      });
      if (!changed) throw badRequest(authMessages.resetLinkInvalid);
    },

    async changePassword(userId: string, oldPassword: string, newPassword: string): Promise<TokenPair> {
      const user = await users.findById(userId);
      if (!user) throw unauthorized();
      if (!(await verifyPassword(user.passwordHash, oldPassword))) {
        throw new AppError(400, authMessages.wrongCurrentPassword, {
          oldPassword: authMessages.wrongCurrentPassword,
        });
      }
      const passwordHash = await hashPassword(newPassword);
      return db.transaction(async (tx) => {
        await createUsersRepository(tx).updatePassword(user.id, passwordHash);
        const tokens = createRefreshTokensRepository(tx);
        await tokens.revokeAllForUser(user.id);
        return tokensFor(user, tokens);
      });
    },

    /** Your own record, or anyone's for an administrator; others are refused (design.md §3). */
    async userInfoByEmail(requester: AccessClaims, email: string) {
      if (requester.userType !== 'ADMIN' && requester.email !== email) throw forbidden();
      const user = await users.findByEmail(email);
      if (!user) throw notFound('User not found');
      return {
        customerName: user.username,
        customerEmail: user.email,
        mobile: user.mobile,
        address: user.address,
      };
    },

    async userById(requester: AccessClaims, id: string) {
      // Someone else's id answers like an absent one, so ids reveal nothing.
      if (requester.userType !== 'ADMIN' && requester.sub !== id) throw notFound('User not found');
      const user = await users.findById(id);
      if (!user) throw notFound('User not found');
      return {
        id: user.id,
        username: user.username,
        email: user.email,
        mobile: user.mobile,
        address: user.address,
        userType: user.userType,
        createdAt: user.createdAt.toISOString(),
      };
    },

    async emailExists(email: string): Promise<boolean> {
      return (await users.findByEmail(email)) !== undefined;
    },
  };
}
