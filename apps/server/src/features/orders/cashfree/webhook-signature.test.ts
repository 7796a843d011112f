import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from './webhook-signature.ts';

const secret = 'emulator-secret-key';
const now = 1_746_427_759_733;
const timestamp = String(now);
// Amounts written as 799.00 on purpose: the signature covers the raw bytes, not the JSON value.
const rawBody =
  '{"data":{"order":{"order_id":"ORD1","order_amount":799.00}},"type":"PAYMENT_SUCCESS_WEBHOOK"}';

describe('signWebhook', () => {
  it('is base64 of HMAC-SHA256 over timestamp + raw body (a known vector)', () => {
    // Computed independently: printf '%s' "$ts$body" | openssl dgst -sha256 -hmac "$secret" -binary | base64
    expect(signWebhook('key', '1', 'body')).toBe('X1l1ovKsR7Bz/BnP8iLZEGNKGaeIIKProoNRSKe+k2k=');
  });

  it('gives the same signature for a string and its bytes', () => {
    expect(signWebhook(secret, timestamp, Buffer.from(rawBody))).toBe(
      signWebhook(secret, timestamp, rawBody),
    );
  });
});

describe('verifyWebhookSignature', () => {
  const signature = signWebhook(secret, timestamp, rawBody);
  const base = { secret, timestamp, rawBody, signature, now };

  it.each([
    ['a correct signature', {}, 'valid'],
    ['a timestamp 4 minutes old', { now: now + 4 * 60_000 }, 'valid'],
    ['a timestamp 4 minutes ahead', { now: now - 4 * 60_000 }, 'valid'],
    ['a timestamp 6 minutes old', { now: now + 6 * 60_000 }, 'stale'],
    ['a timestamp 6 minutes ahead', { now: now - 6 * 60_000 }, 'stale'],
    ['a custom tolerance', { now: now + 2_000, toleranceMs: 1_000 }, 'stale'],
    [
      'a body re-serialised (799.00 → 799)',
      { rawBody: JSON.stringify(JSON.parse(rawBody)) },
      'bad-signature',
    ],
    ['another secret', { secret: 'another-secret' }, 'bad-signature'],
    ['a changed timestamp', { timestamp: String(now + 1) }, 'bad-signature'],
    ['a truncated signature', { signature: signature.slice(0, -2) }, 'bad-signature'],
    ['a signature of the right length but wrong', { signature: `A${signature.slice(1)}` }, 'bad-signature'],
    ['no signature', { signature: undefined }, 'bad-signature'],
    ['no timestamp', { timestamp: undefined }, 'bad-signature'],
    ['a timestamp that is not epoch ms', { timestamp: '2025-07-01T12:00:00Z' }, 'bad-signature'],
  ] as const)('%s → %s', (_name, overrides, expected) => {
    expect(verifyWebhookSignature({ ...base, ...overrides })).toBe(expected);
  });

  it('reports a forged signature as bad even when the timestamp is also stale', () => {
    expect(verifyWebhookSignature({ ...base, signature: 'x', now: now + 60 * 60_000 })).toBe('bad-signature');
  });
});
