// Orders, invoices, EMI payments and the server's mails are in Indian time, so the pages show
// the same clock wherever the browser happens to be.
const TIME_ZONE = 'Asia/Kolkata';

const dateTimeParts = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TIME_ZONE,
} as const;

const zonedDateTimeFormat = new Intl.DateTimeFormat('en-IN', { ...dateTimeParts, timeZoneName: 'short' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', dateTimeParts);
const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: TIME_ZONE });

function format(formatter: Intl.DateTimeFormat, isoDate: string): string {
  const date = new Date(isoDate);
  // An unreadable date is shown as sent rather than breaking the page.
  return Number.isNaN(date.getTime()) ? isoDate : formatter.format(date);
}

/** '22 Nov 2026, 4:15 pm IST' */
export function formatOrderDateTime(isoDate: string): string {
  return format(zonedDateTimeFormat, isoDate);
}

/** '22 Nov 2026, 4:15 pm' in Indian time (pages that say so once, like the EMI audit). */
export function formatIstDateTime(isoDate: string): string {
  return format(dateTimeFormat, isoDate);
}

/** '22 Nov 2026' */
export function formatOrderDate(isoDate: string): string {
  return format(dateFormat, isoDate);
}
