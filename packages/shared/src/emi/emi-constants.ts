/** Spec §5 EMI form and §8 texts, verbatim; the rest are this product's own. */
export const emiMessages = {
  emi1Required: 'EMI 1 Required!',
  emi2Required: 'EMI 2 Required!',
  extraRequired: 'Extra Amount required!',
  noFile: 'No file uploaded yet.',
  accessDenied: 'Access Denied!',
  // Beyond the spec.
  amountInvalid: 'Enter an amount of 0 or more, with at most 2 decimals',
  amountTooLarge: 'Enter at most ₹1,00,00,000',
  allZero: 'Enter at least one amount above 0',
  added: 'EMI payment recorded',
  receiptType: 'The receipt must be a PNG, JPEG, WebP or PDF file',
  receiptTooLarge: 'The receipt is larger than 5 MB',
  receiptNotFound: 'Receipt not found',
  settingsSaved: 'EMI settings saved',
  startDateRange: 'Enter a start date between the years 1900 and 2999',
} as const;

/** Receipts: at most 5 MB, of these types (checked by their bytes on the server). */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];

/** One amount field's ceiling: ₹1 crore. */
export const EMI_MAX_RUPEES = 10_000_000;

/** Spec §7: the device and browser names the summary call sends. */
export const EMI_DEVICES = ['Windows', 'macOS', 'UNIX', 'Linux', 'Android', 'iOS', 'Unknown OS'] as const;
export type EmiDevice = (typeof EMI_DEVICES)[number];
export const EMI_BROWSERS = [
  'Chrome',
  'Firefox',
  'Safari',
  'Edge',
  'Internet Explorer',
  'Opera',
  'Unknown Browser',
] as const;
export type EmiBrowser = (typeof EMI_BROWSERS)[number];

/** Views older than this many days are purged, unless the administrator sets otherwise. */
export const DEFAULT_VIEW_RETENTION_DAYS = 180;
