/**
 * Reads the `exp` claim (seconds) of a JWT without verifying it: the client only needs to know
 * when to refresh; the server verifies every token it receives.
 */
export function getTokenExpiryMs(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const claims: unknown = JSON.parse(atob(padded));
    if (typeof claims === 'object' && claims !== null && 'exp' in claims && typeof claims.exp === 'number') {
      return claims.exp * 1000;
    }
    return null;
  } catch {
    return null;
  }
}

/** Milliseconds left before the token expires; null when the token carries no readable expiry. */
export function msUntilExpiry(token: string, now: number = Date.now()): number | null {
  const expiry = getTokenExpiryMs(token);
  return expiry === null ? null : expiry - now;
}
