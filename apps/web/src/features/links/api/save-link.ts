import type { Link, SaveLinkInput } from '@app/shared/links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.tsx';
import { useLinksErrorHandler } from '../hooks/use-links-error-handler.tsx';
import { linksNotices } from '../links-text.ts';
import { linkQueryKeys } from './link-query-keys.ts';

/** POST /api/v1/links: creates a link, or updates it when `linkId` is given (spec §7). */
export function saveLink(input: SaveLinkInput): Promise<Link> {
  return api.post<Link>('/api/v1/links', input);
}

/**
 * The callbacks live on the mutation, not on mutate(): the form has already gone to /home
 * (spec §2 "goes to home immediately") when the answer arrives.
 */
export function useSaveLink() {
  const queryClient = useQueryClient();
  const reportError = useLinksErrorHandler();
  return useMutation({
    mutationFn: saveLink,
    onSuccess: (link) => {
      notify.success(linksNotices.saved);
      queryClient.setQueryData(linkQueryKeys.detail(link.linkId), link);
      return queryClient.invalidateQueries({ queryKey: linkQueryKeys.all });
    },
    onError: (error) => reportError(error),
  });
}
