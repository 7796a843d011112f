import { randomBytes, randomInt } from 'node:crypto';

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Cashfree writes times in India Standard Time with the offset: `2025-07-01T12:00:00+05:30`. */
export function cashfreeTime(date: Date): string {
  return `${new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}

/** Digits only, no leading zero, like Cashfree's cf_order_id / cf_payment_id (strings since 2023-08-01). */
export function numericId(digits: number): string {
  let id = String(randomInt(1, 10));
  while (id.length < digits) id += String(randomInt(0, 10));
  return id;
}

/** The only value that reaches the browser; long and random, as it authorises a payment. */
export function paymentSessionId(): string {
  return `session_${randomBytes(36).toString('base64url')}`;
}
