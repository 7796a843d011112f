import { paiseToRupees } from '@app/shared/money';
import type { EmiPaymentRow } from './emi-repository.ts';
import { receiptUrlOf } from './receipt-file.ts';

const istTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

// Quotes every field; a cell starting with = + - @ is prefixed so a spreadsheet never runs it.
function cell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The EMI payments as CSV (admin export), oldest first, amounts in rupees, times in IST. */
export function emiPaymentsCsv(payments: readonly EmiPaymentRow[], publicUrl: string): string {
  const header = ['Paid at (IST)', 'EMI 1 (₹)', 'EMI 2 (₹)', 'Extra (₹)', 'Total (₹)', 'Receipt'];
  const lines = payments.map((payment) => {
    const receipt = receiptUrlOf(payment.receiptId);
    return [
      istTime.format(payment.paidAt),
      paiseToRupees(payment.emi1Paise).toFixed(2),
      paiseToRupees(payment.emi2Paise).toFixed(2),
      paiseToRupees(payment.extraPaise).toFixed(2),
      paiseToRupees(payment.emi1Paise + payment.emi2Paise + payment.extraPaise).toFixed(2),
      receipt ? `${publicUrl}${receipt}` : '',
    ]
      .map(cell)
      .join(',');
  });
  // The byte-order mark makes spreadsheet programs read the ₹ sign as UTF-8.
  return `\uFEFF${[header.map(cell).join(','), ...lines].join('\r\n')}\r\n`;
}
