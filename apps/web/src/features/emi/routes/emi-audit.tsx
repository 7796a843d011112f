import { Container } from 'react-bootstrap';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { TrustSeal } from '../../auth/components/trust-seal.tsx';
import { useEmiSummary } from '../api/get-emi-summary.ts';
import { EmiDetailsTable } from '../components/emi-details-table.tsx';
import { EmiLoadFailed } from '../components/emi-load-failed.tsx';
import { EmiSummaryTable } from '../components/emi-summary-table.tsx';
import { emiNotices, emiTitles } from '../emi-text.ts';

function EmiAudit() {
  const summary = useEmiSummary();
  if (summary.isPending) return <PageSpinner label={emiNotices.loadingSummary} />;
  if (summary.isError) return <EmiLoadFailed error={summary.error} onRetry={() => summary.refetch()} />;
  return (
    <>
      <EmiSummaryTable summary={summary.data} />
      <EmiDetailsTable summary={summary.data} />
    </>
  );
}

/** Spec §2 EMI Audit Summary (/audit): public, no token sent (spec §6). */
export function EmiAuditPage() {
  return (
    <Container as="main" className="py-4">
      <title>{emiTitles.audit}</title>
      <h1 className="h3 mb-3">{emiTitles.audit}</h1>
      <EmiAudit />
      <div className="text-center mt-4">
        <TrustSeal />
      </div>
    </Container>
  );
}
