import { webRoutes } from '@app/shared/routes';
import { useState } from 'react';
import { Alert, Button, Container } from 'react-bootstrap';
import { Link, Navigate } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useStoredAuthToken } from '../../../lib/storage.ts';
import { useQuotes } from '../api/get-quotes.ts';
import { Pager } from '../components/pager.tsx';
import { QuotesTable } from '../components/quotes-table.tsx';

const TITLE = 'Quote Requests';

function QuoteRequests() {
  const [page, setPage] = useState(1);
  const quotes = useQuotes(page);

  if (quotes.isPending) return <PageSpinner label="Loading quote requests…" />;
  if (quotes.isError) {
    // The API client has already tried a token refresh; still refused means not an administrator.
    if (isApiError(quotes.error) && (quotes.error.status === 401 || quotes.error.status === 403)) {
      return (
        <Alert variant="danger">
          <p className="fw-semibold">Access Denied!</p>
          <Link to={webRoutes.loginAdmin}>Log in as administrator</Link>
        </Alert>
      );
    }
    return (
      <Alert variant="danger">
        <p>{errorMessage(quotes.error)}</p>
        <Button variant="outline-danger" onClick={() => quotes.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  const { quotes: rows, totalQuotes, totalPages } = quotes.data;
  if (totalQuotes === 0) return <p>No quote requests yet.</p>;
  return (
    <>
      <p className="text-body-secondary">{totalQuotes === 1 ? '1 request' : `${totalQuotes} requests`}</p>
      <QuotesTable quotes={rows} />
      <Pager page={page} totalPages={totalPages} onPage={setPage} busy={quotes.isPlaceholderData} />
    </>
  );
}

/** The administrator's inbox of custom quote requests (design §3, /admin/quotes). */
export function AdminQuotesPage() {
  const authToken = useStoredAuthToken();
  if (!authToken) return <Navigate to={webRoutes.loginAdmin} replace />;
  return (
    <Container as="main" className="py-4">
      <title>{TITLE}</title>
      <div className="d-flex align-items-center justify-content-between mb-3">
        <h1 className="h3 mb-0">{TITLE}</h1>
        <Link to={webRoutes.linksHome}>Links dashboard</Link>
      </div>
      <QuoteRequests />
    </Container>
  );
}
