import { Button } from 'react-bootstrap';
import { notify } from '../../../lib/toast.tsx';
import { useExportEmiPayments } from '../api/export-emi-payments.ts';
import { emiNotices } from '../emi-text.ts';
import { emiErrorNotice } from '../utils/emi-error-notice.ts';

/** Downloads every recorded payment as emi-payments.csv. */
export function ExportPaymentsButton() {
  const exportPayments = useExportEmiPayments();
  const onExport = () =>
    exportPayments.mutate(undefined, {
      onError: (error) => notify.error(emiErrorNotice(error).lines.join(' '), emiNotices.exportFailed),
    });
  return (
    <Button
      variant="outline-secondary"
      onClick={onExport}
      disabled={exportPayments.isPending}
      aria-busy={exportPayments.isPending || undefined}
    >
      <i className="bi bi-download me-1" aria-hidden="true" />
      Export CSV
    </Button>
  );
}
