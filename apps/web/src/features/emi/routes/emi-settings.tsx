import type { EmiSettings } from '@app/shared/emi';
import { emiMessages } from '@app/shared/emi/constants';
import { AccessDenied, isAccessDenied } from '../../../components/access-denied.tsx';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { AdminToolLayout } from '../../../components/admin-tool-layout.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { notify } from '../../../lib/toast.tsx';
import { useEmiSettings } from '../api/get-emi-settings.ts';
import { useSaveEmiSettings } from '../api/save-emi-settings.ts';
import { EmiLoadFailed } from '../components/emi-load-failed.tsx';
import { EmiSettingsForm } from '../components/emi-settings-form.tsx';
import { emiNotices, emiTitles } from '../emi-text.ts';
import { emiErrorNotice } from '../utils/emi-error-notice.ts';

function EmiSettingsPanel() {
  const settings = useEmiSettings();
  const save = useSaveEmiSettings();

  if (settings.isPending) return <PageSpinner label={emiNotices.loadingSettings} />;
  if (settings.isError) {
    if (isAccessDenied(settings.error)) return <AccessDenied />;
    return <EmiLoadFailed error={settings.error} onRetry={() => settings.refetch()} />;
  }
  const onSave = (input: EmiSettings) =>
    save.mutate(input, {
      onSuccess: () => notify.success(emiMessages.settingsSaved),
      onError: (error) => notify.error(emiErrorNotice(error).lines.join(' ')),
    });
  return <EmiSettingsForm settings={settings.data} saving={save.isPending} onSave={onSave} />;
}

/** The EMI tracker's borrowed amounts and loan terms (design §3, /admin/emi-settings). */
export function EmiSettingsPage() {
  return (
    <AdminToolLayout title={emiTitles.settings}>
      <AdminPageHeader title={emiTitles.settings} />
      <EmiSettingsPanel />
    </AdminToolLayout>
  );
}
