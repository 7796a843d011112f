import type { SaveLinkInput } from '@app/shared/links';
import { webRoutes } from '@app/shared/routes';
import { useNavigate } from 'react-router';
import { useSaveLink } from '../api/save-link.ts';

/** Spec §2: after submit the add and edit forms go to home at once; the save reports by toast. */
export function useSaveAndGoHome() {
  const navigate = useNavigate();
  const save = useSaveLink();
  return {
    saving: save.isPending,
    saveAndGoHome: (input: SaveLinkInput) => {
      save.mutate(input);
      navigate(webRoutes.linksHome);
    },
  };
}
