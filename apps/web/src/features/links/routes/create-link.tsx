import { webRoutes } from '@app/shared/routes';
import { useNavigate } from 'react-router';
import { useLinkTags } from '../api/get-link-tags.ts';
import { useSaveLink } from '../api/save-link.ts';
import { HomeButton } from '../components/home-button.tsx';
import { LinkForm } from '../components/link-form.tsx';
import { LinksPageHeading } from '../components/links-page-heading.tsx';
import { LinksPageLayout } from '../components/links-page-layout.tsx';
import { useReportQueryError } from '../hooks/use-report-query-error.ts';
import { linksTitles } from '../links-text.ts';

function CreateLinkForm() {
  const navigate = useNavigate();
  const tags = useLinkTags();
  const save = useSaveLink();
  useReportQueryError(tags.error);
  return (
    <LinkForm
      knownTags={tags.data ?? []}
      tagsLoading={tags.isPending}
      saving={save.isPending}
      onSave={(input) => {
        save.mutate(input);
        // Spec §2: after submit it goes to home immediately; the save reports itself by toast.
        navigate(webRoutes.linksHome);
      }}
    />
  );
}

/** Spec §2 Add New Link (/create-link). */
export function CreateLinkPage() {
  return (
    <LinksPageLayout title={linksTitles.create}>
      <LinksPageHeading title={linksTitles.create}>
        <HomeButton label="Back" />
      </LinksPageHeading>
      <CreateLinkForm />
    </LinksPageLayout>
  );
}
