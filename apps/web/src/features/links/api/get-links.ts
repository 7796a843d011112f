import type { LinkSearchInput, LinksPage } from '@app/shared/links';
import { LINK_SEARCH_MIN_LENGTH, type LinkSortField, type SortOrder } from '@app/shared/links/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { linkQueryKeys } from './link-query-keys.ts';

/** Whose links a list shows: mine (searchable), shared by me, or shared with me. */
export type LinksScope = 'mine' | 'sharedby' | 'sharedto';

export type LinksQuery = {
  scope: LinksScope;
  page: number;
  size: number;
  sortBy: LinkSortField;
  order: SortOrder;
  /** Only used for 'mine'; shorter than LINK_SEARCH_MIN_LENGTH means the plain list (spec §4). */
  searchText: string;
};

/** True when `searchText` is long enough to search rather than show the plain list. */
export function isSearch(searchText: string): boolean {
  return searchText.trim().length >= LINK_SEARCH_MIN_LENGTH;
}

/**
 * Spec §7 list and search calls, plus the shared-by / shared-to lists (design §3):
 * GET /api/v1/links/{page}/{size}/{sortBy}/{order}, POST /api/v1/links/search/…,
 * GET /api/v1/links/sharedby/… and …/sharedto/….
 */
export function getLinks(query: LinksQuery): Promise<LinksPage> {
  const segments = [query.page, query.size, query.sortBy, query.order].join('/');
  if (query.scope !== 'mine') return api.get<LinksPage>(`/api/v1/links/${query.scope}/${segments}`);
  if (isSearch(query.searchText)) {
    const body: LinkSearchInput = { searchText: query.searchText.trim(), linkTagNames: [] };
    return api.post<LinksPage>(`/api/v1/links/search/${segments}`, body);
  }
  return api.get<LinksPage>(`/api/v1/links/${segments}`);
}

export function getLinksQueryOptions(query: LinksQuery) {
  const searchText = query.scope === 'mine' && isSearch(query.searchText) ? query.searchText.trim() : '';
  const normalized = { ...query, searchText };
  return queryOptions({
    queryKey: [...linkQueryKeys.lists, normalized],
    queryFn: () => getLinks(normalized),
    // Keeps the current rows on screen while the next page loads.
    placeholderData: keepPreviousData,
  });
}

export function useLinks(query: LinksQuery) {
  return useQuery(getLinksQueryOptions(query));
}
