import type { EmiSummary, EmiSummaryRequest } from '@app/shared/emi';
import { detectBrowser, detectDevice } from '@app/shared/emi/user-agent';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emiQueryKeys } from './emi-query-keys.ts';

/**
 * The summary request of spec §3. The public-IP lookup of spec §7 is left out: it would send
 * every visitor to a third party (and the CSP allows none), and the server sees the IP anyway.
 */
export function summaryRequest(userAgent: string): EmiSummaryRequest {
  return { ip: '', device: detectDevice(userAgent), browser: detectBrowser(userAgent) };
}

/** POST /api/v1/emi/summary with no token (spec §6); the server records the view. */
export function getEmiSummary(request: EmiSummaryRequest): Promise<EmiSummary> {
  return api.post<EmiSummary>('/api/v1/emi/summary', request, { auth: false });
}

export function getEmiSummaryQueryOptions() {
  return queryOptions({
    queryKey: emiQueryKeys.summary,
    queryFn: () => getEmiSummary(summaryRequest(navigator.userAgent)),
    // Each call is logged as a view: fetch once per visit, not on every remount.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useEmiSummary() {
  return useQuery(getEmiSummaryQueryOptions());
}
