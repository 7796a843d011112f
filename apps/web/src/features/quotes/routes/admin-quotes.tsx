import { webRoutes } from '@app/shared/routes';
import { useState } from 'react';
import { Alert, Button, Container } from 'react-bootstrap';
import { Navigate } from 'react-router';
import { AccessDenied, isAccessDenied } from '../../../components/access-denied.tsx';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { Pager } from '../../../components/pager.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useStoredAuthToken } from '../../../lib/storage.ts';
import { useQuotes } from '../api/get-quotes.ts';
import { QuotesTable } from '../components/quotes-table.tsx';

const TITLE = 'Quote Requests';

function QuoteRequests() {
  const [page, setPage] = useState(1);
  const quotes = useQuotes(page);

  if (quotes.isPending) return <PageSpinner label="Loading quote requests…" />;
  if (quotes.isError) {
    if (isAccessDenied(quotes.error)) return <AccessDenied />;
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
      <AdminPageHeader title={TITLE} />
      <QuoteRequests />
    </Container>
  );
}
