import type { UserInfo } from '@app/shared/auth';
import { webRoutes } from '@app/shared/routes';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from './api-client.ts';
import { blankCustomerSession, getRefreshToken, useStoredEmail } from './storage.ts';

/** GET /api/auth/userinfo/{email} (bearer): the signed-in customer's details. */
export function getUserInfo(email: string): Promise<UserInfo> {
  return api.get<UserInfo>(`/api/auth/userinfo/${encodeURIComponent(email)}`);
}

// Under the 'auth' key so that signing in or out anywhere drops the cached answer.
export function getUserInfoQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['auth', 'user-info', email],
    queryFn: () => getUserInfo(email),
    enabled: Boolean(email),
    retry: false,
  });
}

export function useUserInfo(email: string) {
  return useQuery(getUserInfoQueryOptions(email));
}

/**
 * Spec §4: on marketing and checkout pages "signed in" means a stored email that resolves to a
 * user through the user-info lookup.
 */
export function useSignedInCustomer() {
  const email = useStoredEmail();
  const query = useUserInfo(email);
  return { email, user: email ? query.data : undefined, isSignedIn: Boolean(email && query.data) };
}

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

/** Spec §4 customer Signout: revoke the refresh token, blank authToken and email, go to /homepage. */
export function useCustomerSignout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await revokeRefreshToken();
    blankCustomerSession();
    queryClient.removeQueries({ queryKey: ['auth'] });
    navigate(webRoutes.homepage);
  };
}
