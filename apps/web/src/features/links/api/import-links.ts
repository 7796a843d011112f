import type { LinkImportResult } from '@app/shared/links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { linkQueryKeys } from './link-query-keys.ts';

/**
 * POST /api/v1/links/import with the bookmark file's text as a text/html body. The client has
 * no option for a raw body, so the text rides in `multipart`, which it sends untouched and
 * without a Content-Type of its own.
 */
export async function importLinks(bookmarksHtml: string): Promise<LinkImportResult> {
  const response = await apiRequest('/api/v1/links/import', {
    method: 'POST',
    headers: { 'Content-Type': 'text/html' },
    multipart: bookmarksHtml as unknown as FormData,
  });
  return (await response.json()) as LinkImportResult;
}

export function useImportLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importLinks,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkQueryKeys.all }),
  });
}
