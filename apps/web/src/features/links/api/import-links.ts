import type { LinkImportResult } from '@app/shared/links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { linkQueryKeys } from './link-query-keys.ts';

/** POST /api/v1/links/import with the bookmark file's text as a text/html body. */
export async function importLinks(bookmarksHtml: string): Promise<LinkImportResult> {
  const response = await apiRequest('/api/v1/links/import', {
    method: 'POST',
    text: { body: bookmarksHtml, contentType: 'text/html' },
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
