import { linkMessages } from '@app/shared/links/constants';
import { webRoutes } from '@app/shared/routes';
import { Alert } from 'react-bootstrap';
import { generatePath, Link } from 'react-router';
import { AdminToolLayout } from '../../../components/admin-tool-layout.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { useLink } from '../api/get-link.ts';
import { useLinkTags } from '../api/get-link-tags.ts';
import { HomeButton } from '../components/home-button.tsx';
import { LinkForm } from '../components/link-form.tsx';
import { LinkLoadFailed } from '../components/link-load-failed.tsx';
import { LinksPageHeading } from '../components/links-page-heading.tsx';
import { useLinkId } from '../hooks/use-link-id.ts';
import { useReportQueryError } from '../hooks/use-report-query-error.ts';
import { useSaveAndGoHome } from '../hooks/use-save-and-go-home.ts';
import { linksTitles } from '../links-text.ts';

function EditLinkForm({ linkId }: { linkId: number }) {
  const link = useLink(linkId);
  const tags = useLinkTags();
  const { saving, saveAndGoHome } = useSaveAndGoHome();
  useReportQueryError(link.error);
  useReportQueryError(tags.error);

  if (link.isPending) return <PageSpinner label="Loading the link…" />;
  if (link.isError) return <LinkLoadFailed error={link.error} onRetry={() => link.refetch()} />;
  if (link.data.sharedBy !== null) {
    return (
      <Alert variant="info">
        <p>{linkMessages.ownerOnly}</p>
        <Link to={generatePath(webRoutes.viewLink, { linkId: String(linkId) })}>View this link</Link>
      </Alert>
    );
  }
  return (
    <LinkForm
      key={link.data.linkId}
      link={link.data}
      knownTags={tags.data ?? []}
      tagsLoading={tags.isPending}
      saving={saving}
      onSave={saveAndGoHome}
    />
  );
}

/** Spec §2 Update Link (/link/{linkId}/edit): the add form, prefilled. */
export function EditLinkPage() {
  const linkId = useLinkId();
  return (
    <AdminToolLayout title={linksTitles.edit}>
      <LinksPageHeading title={linksTitles.edit}>
        <HomeButton />
      </LinksPageHeading>
      {linkId === null ? (
        <Alert variant="warning">{linkMessages.notFound}</Alert>
      ) : (
        <EditLinkForm linkId={linkId} />
      )}
    </AdminToolLayout>
  );
}
