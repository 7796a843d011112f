import type { Link } from '@app/shared/links';
import { linkMessages } from '@app/shared/links/constants';
import { useState } from 'react';
import { isAccessDenied } from '../../../components/access-denied.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.tsx';
import { useDeleteLink } from '../api/delete-link.ts';
import { linksNotices } from '../links-text.ts';
import { DeleteLinkDialog } from './delete-link-dialog.tsx';
import { ErrorDialog } from './error-dialog.tsx';

type DeleteLinkFlowProps = { link: Link | null; onDone: () => void };

/**
 * Confirm, then delete. Spec §8: a failure opens the 'Error' dialog with 'Access Denied!' for
 * 401/403, otherwise the server's message.
 */
export function DeleteLinkFlow({ link, onDone }: DeleteLinkFlowProps) {
  const deleteLink = useDeleteLink();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = (target: Link) =>
    deleteLink.mutate(target.linkId, {
      onSuccess: (answer) => notify.success(answer?.message || linksNotices.deleted),
      onError: (error) => setFailure(isAccessDenied(error) ? linkMessages.accessDenied : errorMessage(error)),
      onSettled: onDone,
    });

  return (
    <>
      <DeleteLinkDialog link={link} deleting={deleteLink.isPending} onConfirm={confirm} onCancel={onDone} />
      <ErrorDialog message={failure} onClose={() => setFailure(null)} />
    </>
  );
}
