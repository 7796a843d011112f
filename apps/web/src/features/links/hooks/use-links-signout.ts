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
    // Leave first: blanking the token while still here would send the page's guard to /loginadmin.
    await navigate(webRoutes.login);
    blankAdminTokens();
    queryClient.removeQueries({ queryKey: linkQueryKeys.all });
  };
}
