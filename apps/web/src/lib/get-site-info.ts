import type { SiteInfo } from '@app/shared/marketing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** The configured default company name (design §2), shown until the server has answered. */
export const DEFAULT_COMPANY_NAME = 'Navya Web Solutions';

/** GET /api/v1/site: company details every page may show. */
export function getSiteInfo(): Promise<SiteInfo> {
  return api.get<SiteInfo>('/api/v1/site', { auth: false });
}

export function getSiteInfoQueryOptions() {
  return queryOptions({ queryKey: ['site-info'], queryFn: getSiteInfo, staleTime: Number.POSITIVE_INFINITY });
}

export function useSiteInfo() {
  return useQuery(getSiteInfoQueryOptions());
}
