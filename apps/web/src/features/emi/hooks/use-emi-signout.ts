import { webRoutes } from '@app/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { revokeRefreshToken } from '../../../lib/session.ts';
import { blankAdminTokens } from '../../../lib/storage.ts';
import { emiQueryKeys } from '../api/emi-query-keys.ts';

/** Spec §4: EMI signout clears the stored tokens and goes to login. */
export function useEmiSignout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await revokeRefreshToken();
    blankAdminTokens();
    await navigate(webRoutes.login);
    // Only once the page is gone: its live queries would otherwise refetch with no token.
    queryClient.removeQueries({ queryKey: emiQueryKeys.all });
  };
}
