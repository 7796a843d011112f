/**
 * The address a receipt's View link may open: a same-site path or an http(s) URL. Anything else
 * (javascript:, data:, protocol-relative //host) is refused, so a bad row cannot run script.
 */
export function receiptHref(receiptUrl: string | null): string | null {
  if (!receiptUrl) return null;
  if (receiptUrl.startsWith('/') && !receiptUrl.startsWith('//')) return receiptUrl;
  return /^https?:\/\//i.test(receiptUrl) ? receiptUrl : null;
}
