import { useAdminToolSignout } from '../../../lib/use-admin-tool-signout.ts';
import { linkQueryKeys } from '../api/link-query-keys.ts';

/** Spec §4: Links signout clears the stored tokens and goes to login. */
export const useLinksSignout = () => useAdminToolSignout(linkQueryKeys.all);
