import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token for the client, and the SHA-256 digest we store instead of it. */
export function newSecretToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
