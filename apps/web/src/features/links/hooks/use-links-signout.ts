import { webRoutes } from '@app/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { revokeRefreshToken } from '../../../lib/session.ts';
import { blankAdminTokens } from '../../../lib/storage.ts';
import { linkQueryKeys } from '../api/link-query-keys.ts';

/** Spec §4: Links signout clears the stored tokens and goes to login. */
export function useLinksSignout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await revokeRefreshToken();
    blankAdminTokens();
    await navigate(webRoutes.login);
    // Only once the page is gone: its live queries would otherwise refetch with no token.
    queryClient.removeQueries({ queryKey: linkQueryKeys.all });
  };
}
