import type { LinksPage } from '@app/shared/links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { linkQueryKeys } from './link-query-keys.ts';

/** DELETE /api/v1/links/{linkId}. */
export function deleteLink(linkId: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/v1/links/${linkId}`);
}

function withoutLink(page: LinksPage | undefined, linkId: number): LinksPage | undefined {
  if (!page?.listOfLinks.some((link) => link.linkId === linkId)) return page;
  return {
    ...page,
    listOfLinks: page.listOfLinks.filter((link) => link.linkId !== linkId),
    totalLinksCount: Math.max(0, page.totalLinksCount - 1),
  };
}

/**
 * Spec §4: a deleted link's row goes at once, from every cached list; the lists are then
 * refetched in the background for the true totals (and the row that moves up from the next page).
 */
export function useDeleteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLink,
    onSuccess: (_answer, linkId) => {
      queryClient.setQueriesData<LinksPage>({ queryKey: linkQueryKeys.lists }, (page) =>
        withoutLink(page, linkId),
      );
      queryClient.removeQueries({ queryKey: linkQueryKeys.detail(linkId) });
      void queryClient.invalidateQueries({ queryKey: linkQueryKeys.lists });
    },
  });
}
