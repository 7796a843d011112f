import { useState } from 'react';
import { AccessDenied, isAccessDenied } from '../../../components/access-denied.tsx';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { AdminToolLayout } from '../../../components/admin-tool-layout.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useEmiViews } from '../api/get-emi-views.ts';
import { EmiLoadFailed } from '../components/emi-load-failed.tsx';
import { EmiViewsTable } from '../components/emi-views-table.tsx';
import { ExportPaymentsButton } from '../components/export-payments-button.tsx';
import { emiNotices, emiTitles } from '../emi-text.ts';

function EmiViewsList() {
  const [page, setPage] = useState(1);
  const views = useEmiViews(page);

  if (views.isPending) return <PageSpinner label={emiNotices.loadingViews} />;
  if (views.isError) {
    if (isAccessDenied(views.error)) return <AccessDenied />;
    return <EmiLoadFailed error={views.error} onRetry={() => views.refetch()} />;
  }
  const { views: rows, totalViews, totalPages } = views.data;
  if (totalViews === 0) return <p>{emiNotices.noViews}</p>;
  return (
    <>
      <p className="text-body-secondary">{totalViews === 1 ? '1 view' : `${totalViews} views`}</p>
      <EmiViewsTable views={rows} />
      <Pager page={page} totalPages={totalPages} onPage={setPage} busy={views.isPlaceholderData} />
    </>
  );
}

/** Who opened the EMI audit summary, and the payments export (design §3, /admin/emi-views). */
export function EmiViewsPage() {
  return (
    <AdminToolLayout title={emiTitles.views}>
      <AdminPageHeader title={emiTitles.views} />
      <div className="mb-3">
        <ExportPaymentsButton />
      </div>
      <EmiViewsList />
    </AdminToolLayout>
  );
}
