import type { EmiViewsPage } from '@app/shared/emi';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emiQueryKeys } from './emi-query-keys.ts';

export const EMI_VIEWS_PAGE_SIZE = 20;

/** GET /api/v1/emi/views (administrator): who opened the summary, newest first. */
export function getEmiViews(page: number, size = EMI_VIEWS_PAGE_SIZE): Promise<EmiViewsPage> {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  return api.get<EmiViewsPage>(`/api/v1/emi/views?${query}`);
}

export function getEmiViewsQueryOptions(page: number, size = EMI_VIEWS_PAGE_SIZE) {
  return queryOptions({
    queryKey: emiQueryKeys.views(page, size),
    queryFn: () => getEmiViews(page, size),
    // Keeps the current rows on screen while the next page loads.
    placeholderData: keepPreviousData,
  });
}

export function useEmiViews(page: number) {
  return useQuery(getEmiViewsQueryOptions(page));
}
