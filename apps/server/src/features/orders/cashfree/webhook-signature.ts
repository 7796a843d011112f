import { createHmac, timingSafeEqual } from 'node:crypto';

export type WebhookSignatureCheck = 'valid' | 'bad-signature' | 'stale';

/** Five minutes: replay protection is our own policy; Cashfree documents none (contract A.4). */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000;

/**
 * Cashfree's webhook signature (contract A.4, the official SDK's PGVerifyWebhookSignature):
 * base64(HMAC-SHA256(key = client secret, message = x-webhook-timestamp + raw body)).
 * The raw bytes matter: re-serialised JSON turns 170.00 into 170 and breaks the signature.
 */
export function signWebhook(secret: string, timestamp: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(timestamp).update(rawBody).digest('base64');
}

export type VerifyWebhookInput = {
  secret: string;
  /** `x-webhook-timestamp`: epoch milliseconds, as a string. */
  timestamp: string | undefined;
  rawBody: string | Buffer;
  /** `x-webhook-signature`, base64. */
  signature: string | undefined;
  now?: number;
  toleranceMs?: number;
};

/**
 * Checks a webhook's signature in constant time, then its age. A bad signature wins over a stale
 * timestamp so a forger learns nothing about our clock.
 */
export function verifyWebhookSignature(input: VerifyWebhookInput): WebhookSignatureCheck {
  const { timestamp, signature } = input;
  if (!timestamp || !signature || !/^\d{1,16}$/.test(timestamp)) return 'bad-signature';
  const expected = Buffer.from(signWebhook(input.secret, timestamp, input.rawBody), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  // timingSafeEqual throws on different lengths; the length of a valid signature is public anyway.
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bad-signature';
  const age = Math.abs((input.now ?? Date.now()) - Number(timestamp));
  return age > (input.toleranceMs ?? WEBHOOK_TOLERANCE_MS) ? 'stale' : 'valid';
}
