import { api } from '../../../lib/api-client.ts';
import type { CheckoutResult } from './checkout-result.ts';

/** The emulator's checkout page, served by our own server (design §3 "Payment modes"). */
export function emulatorCheckoutUrl(paymentSessionId: string): string {
  return `/emulator/cashfree/checkout?${new URLSearchParams({ payment_session_id: paymentSessionId })}`;
}

/**
 * Tells the emulator the customer closed our window, so the order reads USER_DROPPED as it
 * would at Cashfree. Best effort: the server's sweep settles the order anyway.
 */
export function reportDrop(paymentSessionId: string): void {
  api
    .post('/emulator/cashfree/checkout/drop', { payment_session_id: paymentSessionId }, { auth: false })
    .catch((error: unknown) => console.info('Could not report the closed checkout', error));
}

function field(data: Record<string, unknown>, name: string): string {
  const value = data[name];
  return typeof value === 'string' ? value : '';
}

/**
 * Reads a message posted by the emulator's page; null for any other message. Only our own
 * origin is trusted: any page could post a look-alike message to this window.
 */
export function readEmulatorMessage(event: MessageEvent): CheckoutResult | null {
  if (event.origin !== window.location.origin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.source !== 'cashfree-emulator') return null;
  if (message.type === 'paymentDetails') {
    return { paymentDetails: { paymentMessage: field(message, 'paymentMessage') } };
  }
  if (message.type === 'error') {
    const code = field(message, 'code');
    return { error: { message: field(message, 'message'), ...(code ? { code } : {}) } };
  }
  return null;
}
