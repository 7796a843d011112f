import { useAdminToolSignout } from '../../../lib/use-admin-tool-signout.ts';
import { emiQueryKeys } from '../api/emi-query-keys.ts';

/** Spec §4: EMI signout clears the stored tokens and goes to login. */
export const useEmiSignout = () => useAdminToolSignout(emiQueryKeys.all);
