import { api } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** Spec §7 downloadInvoice: GET /api/bill/{orderId}, saved as Invoice_{orderId}.pdf. */
export async function downloadInvoice(orderId: string): Promise<void> {
  const { blob } = await api.download(`/api/bill/${encodeURIComponent(orderId)}`);
  saveFile(blob, `Invoice_${orderId}.pdf`);
}
