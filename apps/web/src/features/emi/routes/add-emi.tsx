import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { AdminToolLayout } from '../../../components/admin-tool-layout.tsx';
import { AddEmiPanel } from '../components/add-emi-panel.tsx';
import { EmiToolbar } from '../components/emi-toolbar.tsx';
import { emiTitles } from '../emi-text.ts';

/** Spec §2 Add EMI (/addemi): record a payment with an optional receipt. */
export function AddEmiPage() {
  return (
    <AdminToolLayout title={emiTitles.add}>
      <AdminPageHeader title={emiTitles.add} />
      <EmiToolbar />
      <AddEmiPanel />
    </AdminToolLayout>
  );
}
