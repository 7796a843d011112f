import type { UserInfo } from '@app/shared/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useStoredEmail } from '../../../lib/storage.ts';

/** GET /api/auth/userinfo/{email} (bearer): the signed-in customer's details. */
export function getUserInfo(email: string): Promise<UserInfo> {
  return api.get<UserInfo>(`/api/auth/userinfo/${encodeURIComponent(email)}`);
}

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
