import { setTimeout as sleep } from 'node:timers/promises';
import type { WarnLogger } from '../orders/cashfree/cashfree-client.ts';
import type { PaymentWebhook } from '../orders/cashfree/cashfree-types.ts';
import { signWebhook } from '../orders/cashfree/webhook-signature.ts';

/**
 * Waits before each retry. Cashfree's default is 2, 10 and 30 minutes (contract A.4); the
 * emulator keeps the shape (three retries, growing gaps) but in seconds, so a developer whose
 * server was briefly down sees the retry while still looking.
 */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1_000, 5_000, 15_000];

export type WebhookSenderOptions = {
  secretKey: string;
  apiVersion: string;
  log: WarnLogger;
  retryDelaysMs?: readonly number[];
  /** Per attempt; a receiver slower than this counts as failed. */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export type WebhookSender = {
  /** Starts delivery in the background and returns at once: a payment never waits on it. */
  send(url: string, webhook: PaymentWebhook): void;
  /** Resolves when no delivery is pending (tests, shutdown). */
  idle(): Promise<void>;
  /** Cancels pending retries and waits for attempts in flight. */
  close(): Promise<void>;
};

/** Delivers webhooks as Cashfree does: signed, at least once, retried on any non-2xx answer. */
export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const doFetch = options.fetch ?? fetch;
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const stop = new AbortController();
  const pending = new Set<Promise<void>>();

  async function attempt(url: string, rawBody: string, number: number): Promise<string | undefined> {
    // Signed per attempt, as the timestamp is part of what is signed.
    const timestamp = String(Date.now());
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-webhook-signature': signWebhook(options.secretKey, timestamp, rawBody),
          'x-webhook-timestamp': timestamp,
          'x-webhook-version': options.apiVersion,
          'x-webhook-attempt': String(number),
        },
        body: rawBody,
        // A 3xx is a failure for Cashfree, not something to follow (contract A.4).
        redirect: 'manual',
        signal: AbortSignal.any([stop.signal, AbortSignal.timeout(timeoutMs)]),
      });
      await response.body?.cancel().catch(() => undefined);
      return response.status >= 200 && response.status < 300 ? undefined : `HTTP ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  async function deliver(url: string, webhook: PaymentWebhook): Promise<void> {
    const rawBody = JSON.stringify(webhook);
    const context = { url, orderId: webhook.data.order.order_id, type: webhook.type };
    for (let number = 1; number <= delays.length + 1; number++) {
      if (number > 1) {
        const waited = await sleep(delays[number - 2], true, { signal: stop.signal }).catch(() => false);
        if (!waited) return;
      }
      const failure = await attempt(url, rawBody, number);
      if (failure === undefined || stop.signal.aborted) return;
      const last = number > delays.length;
      options.log.warn(
        { ...context, attempt: number, failure },
        last
          ? 'Cashfree emulator webhook not delivered; giving up'
          : 'Cashfree emulator webhook failed; will retry',
      );
    }
  }

  return {
    send(url, webhook) {
      if (stop.signal.aborted) return;
      const delivery = deliver(url, webhook).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
    async close() {
      stop.abort();
      await Promise.all(pending);
    },
  };
}
