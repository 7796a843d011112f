import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/create-db.ts';
import { refreshTokens } from '../../db/schema.ts';
import { hashSecretToken, newSecretToken } from './secret-tokens.ts';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type RotationResult =
  | { kind: 'rotated'; userId: string; refreshToken: string }
  | { kind: 'invalid' }
  | { kind: 'reused' };

export function createRefreshTokensRepository(db: Db) {
  async function issue(userId: string, familyId: string = randomUUID()): Promise<string> {
    const { token, tokenHash } = newSecretToken();
    await db.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    });
    return token;
  }

  return {
    /** Starts a new family (one sign-in) and returns its first token. */
    issue: (userId: string) => issue(userId),

    /**
     * Exchanges a token for its successor in the same family. Presenting a token that was
     * already rotated means it leaked (or was replayed): the whole family is revoked.
     */
    async rotate(token: string): Promise<RotationResult> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashSecretToken(token)))
        .limit(1);
      if (!row) return { kind: 'invalid' };
      if (row.revokedAt) {
        await revokeFamily(row.familyId);
        return { kind: 'reused' };
      }
      if (row.expiresAt.getTime() <= Date.now()) return { kind: 'invalid' };
      // The conditional update makes two racing rotations of one token produce one winner.
      const claimed = await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      if (claimed.length === 0) {
        await revokeFamily(row.familyId);
        return { kind: 'reused' };
      }
      return { kind: 'rotated', userId: row.userId, refreshToken: await issue(row.userId, row.familyId) };
    },

    /** Revokes the family of a token (sign-out of that session); unknown tokens are ignored. */
    async revoke(token: string): Promise<void> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashSecretToken(token)))
        .limit(1);
      if (row) await revokeFamily(row.familyId);
    },

    async revokeAllForUser(userId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };

  async function revokeFamily(familyId: string): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }
}
