import { api } from '../../../lib/api-client.ts';
import { getRefreshToken } from '../../../lib/storage.ts';

/**
 * POST /api/auth/logout: revokes the stored refresh token on the server. Best effort: signing
 * out locally must work even when the server cannot be reached.
 */
export async function revokeRefreshToken(): Promise<void> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return;
  try {
    await api.post<void>('/api/auth/logout', { refreshToken }, { auth: false });
  } catch {
    // The token expires on its own; nothing useful to tell the user.
  }
}
