import { webRoutes } from '@app/shared/routes';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { revokeRefreshToken } from './session.ts';
import { blankAdminTokens } from './storage.ts';

/** Spec §4: links and EMI signout clear the stored tokens and go to login. */
export function useAdminToolSignout(featureQueries: QueryKey) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await revokeRefreshToken();
    blankAdminTokens();
    await navigate(webRoutes.login);
    // Only once the page is gone: its live queries would otherwise refetch with no token.
    queryClient.removeQueries({ queryKey: featureQueries });
  };
}
