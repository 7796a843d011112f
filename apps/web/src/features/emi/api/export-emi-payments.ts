import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

const EXPORT_FILE_NAME = 'emi-payments.csv';

/** GET /api/v1/emi/export (administrator): every payment as CSV, saved as emi-payments.csv. */
export async function exportEmiPayments(): Promise<void> {
  const { blob, fileName } = await api.download('/api/v1/emi/export', { headers: { Accept: 'text/csv' } });
  saveFile(blob, fileName ?? EXPORT_FILE_NAME);
}

export function useExportEmiPayments() {
  return useMutation({ mutationFn: exportEmiPayments });
}
