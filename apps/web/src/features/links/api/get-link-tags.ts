import type { LinkTag } from '@app/shared/links';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { linkQueryKeys } from './link-query-keys.ts';

/** GET /api/v1/links/tags: my tags, by name (the form's checkboxes, spec §2). */
export function getLinkTags(): Promise<LinkTag[]> {
  return api.get<LinkTag[]>('/api/v1/links/tags');
}

export function getLinkTagsQueryOptions() {
  return queryOptions({ queryKey: linkQueryKeys.tags, queryFn: getLinkTags });
}

export function useLinkTags() {
  return useQuery(getLinkTagsQueryOptions());
}
