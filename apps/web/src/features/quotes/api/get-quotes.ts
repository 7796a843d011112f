import type { QuotePage } from '@app/shared/quotes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const QUOTES_PAGE_SIZE = 25;

/** GET /api/v1/quotes (administrator): custom quote requests, newest first. */
export function getQuotes(page: number, size = QUOTES_PAGE_SIZE): Promise<QuotePage> {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  return api.get<QuotePage>(`/api/v1/quotes?${query}`);
}

export function getQuotesQueryOptions(page: number, size = QUOTES_PAGE_SIZE) {
  return queryOptions({
    queryKey: ['quotes', { page, size }],
    queryFn: () => getQuotes(page, size),
    // Keeps the current rows on screen while the next page loads.
    placeholderData: keepPreviousData,
  });
}

export function useQuotes(page: number) {
  return useQuery(getQuotesQueryOptions(page));
}
