// Payments are made in India; the audit shows Indian time wherever the viewer's browser is.
const EMI_TIME_ZONE = 'Asia/Kolkata';

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: EMI_TIME_ZONE,
});

/** '22 Nov 2026, 4:15 pm' in Indian time; an unreadable date is shown as sent. */
export function formatPaidAt(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : dateTimeFormat.format(date);
}
