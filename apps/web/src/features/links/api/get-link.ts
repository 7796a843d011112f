import type { Link } from '@app/shared/links';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { linkQueryKeys } from './link-query-keys.ts';

/** GET /api/v1/links/{linkId}: one of my links, or one shared with me. */
export function getLink(linkId: number): Promise<Link> {
  return api.get<Link>(`/api/v1/links/${linkId}`);
}

export function getLinkQueryOptions(linkId: number) {
  return queryOptions({
    queryKey: linkQueryKeys.detail(linkId),
    queryFn: () => getLink(linkId),
    enabled: Number.isInteger(linkId) && linkId > 0,
  });
}

export function useLink(linkId: number) {
  return useQuery(getLinkQueryOptions(linkId));
}
