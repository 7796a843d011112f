import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/create-db.ts';
import { passwordResetTokens } from '../../db/schema.ts';
import { hashSecretToken, newSecretToken } from './secret-tokens.ts';

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

export function createPasswordResetRepository(db: Db) {
  return {
    async create(userId: string): Promise<string> {
      const { token, tokenHash } = newSecretToken();
      await db
        .insert(passwordResetTokens)
        .values({ userId, tokenHash, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
      return token;
    },

    /**
     * Marks an unused, unexpired token as used and returns its user; a second use, an expired
     * or an unknown token returns undefined. Other outstanding links of the user die with it.
     */
    async consume(token: string): Promise<string | undefined> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, hashSecretToken(token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      if (!row) return undefined;
      await db
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
      return row.userId;
    },
  };
}
