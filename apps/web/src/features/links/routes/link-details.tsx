import { linkMessages } from '@app/shared/links/constants';
import { webRoutes } from '@app/shared/routes';
import { Alert } from 'react-bootstrap';
import { generatePath, Link } from 'react-router';
import { AdminToolLayout } from '../../../components/admin-tool-layout.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { useLink } from '../api/get-link.ts';
import { HomeButton } from '../components/home-button.tsx';
import { LinkDetailsCard } from '../components/link-details-card.tsx';
import { LinkLoadFailed } from '../components/link-load-failed.tsx';
import { LinksPageHeading } from '../components/links-page-heading.tsx';
import { ShareLinkPanel } from '../components/share-link-panel.tsx';
import { useLinkId } from '../hooks/use-link-id.ts';
import { useReportQueryError } from '../hooks/use-report-query-error.ts';
import { linksTitles } from '../links-text.ts';

function LinkDetails({ linkId }: { linkId: number }) {
  const link = useLink(linkId);
  useReportQueryError(link.error);

  if (link.isPending) return <PageSpinner label="Loading the link…" />;
  if (link.isError) return <LinkLoadFailed error={link.error} onRetry={() => link.refetch()} />;
  const { sharedBy } = link.data;
  return (
    <>
      <LinkDetailsCard link={link.data} />
      {sharedBy !== null ? (
        <p className="text-body-secondary">Shared by {sharedBy}</p>
      ) : (
        <>
          <p>
            <Link
              className="btn btn-outline-primary"
              to={generatePath(webRoutes.editLink, { linkId: String(linkId) })}
            >
              <i className="bi bi-pencil me-1" aria-hidden="true" />
              Edit
            </Link>
          </p>
          <ShareLinkPanel link={link.data} />
        </>
      )}
    </>
  );
}

/** Spec §2 Link Details (/link/{linkId}/view); the owner also shares it from here. */
export function LinkDetailsPage() {
  const linkId = useLinkId();
  return (
    <AdminToolLayout title={linksTitles.details}>
      <LinksPageHeading title={linksTitles.details}>
        <HomeButton />
      </LinksPageHeading>
      {linkId === null ? (
        <Alert variant="warning">{linkMessages.notFound}</Alert>
      ) : (
        <LinkDetails linkId={linkId} />
      )}
    </AdminToolLayout>
  );
}
