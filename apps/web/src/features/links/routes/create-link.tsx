import { AdminToolLayout } from '../../../components/admin-tool-layout.tsx';
import { useLinkTags } from '../api/get-link-tags.ts';
import { HomeButton } from '../components/home-button.tsx';
import { LinkForm } from '../components/link-form.tsx';
import { LinksPageHeading } from '../components/links-page-heading.tsx';
import { useReportQueryError } from '../hooks/use-report-query-error.ts';
import { useSaveAndGoHome } from '../hooks/use-save-and-go-home.ts';
import { linksTitles } from '../links-text.ts';

function CreateLinkForm() {
  const tags = useLinkTags();
  const { saving, saveAndGoHome } = useSaveAndGoHome();
  useReportQueryError(tags.error);
  return (
    <LinkForm
      knownTags={tags.data ?? []}
      tagsLoading={tags.isPending}
      saving={saving}
      onSave={saveAndGoHome}
    />
  );
}

/** Spec §2 Add New Link (/create-link). */
export function CreateLinkPage() {
  return (
    <AdminToolLayout title={linksTitles.create}>
      <LinksPageHeading title={linksTitles.create}>
        <HomeButton label="Back" />
      </LinksPageHeading>
      <CreateLinkForm />
    </AdminToolLayout>
  );
}
