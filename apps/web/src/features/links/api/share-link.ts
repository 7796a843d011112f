import type { Link, ShareLinkInput } from '@app/shared/links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { linkQueryKeys } from './link-query-keys.ts';

type ShareChange = { linkId: number } & ShareLinkInput;

/** POST /api/v1/links/{linkId}/share: lets another administrator see the link (design §3). */
export function shareLink({ linkId, email }: ShareChange): Promise<Link> {
  return api.post<Link>(`/api/v1/links/${linkId}/share`, { email });
}

/** POST /api/v1/links/{linkId}/unshare: takes the link back from that administrator. */
export function unshareLink({ linkId, email }: ShareChange): Promise<Link> {
  return api.post<Link>(`/api/v1/links/${linkId}/unshare`, { email });
}

function useShareChange(change: (input: ShareChange) => Promise<Link>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (link) => {
      queryClient.setQueryData(linkQueryKeys.detail(link.linkId), link);
      return queryClient.invalidateQueries({ queryKey: linkQueryKeys.lists });
    },
  });
}

export function useShareLink() {
  return useShareChange(shareLink);
}

export function useUnshareLink() {
  return useShareChange(unshareLink);
}
