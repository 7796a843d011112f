import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CashfreePeer,
  startCashfreePeer,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../../test/cashfree-peer.ts';
import type { PaymentWebhook } from '../orders/cashfree/cashfree-types.ts';
import { verifyWebhookSignature } from '../orders/cashfree/webhook-signature.ts';
import { createWebhookSender } from './webhook-sender.ts';

const SECRET = 'emulator-secret-key';

describe('webhook delivery through the emulator', () => {
  let peer: CashfreePeer;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    peer = await startCashfreePeer({ webhookRetryDelaysMs: [50, 100, 150] });
  });
  afterAll(async () => {
    await peer.close();
    await receiver.close();
  });

  it('retries after the receiver answers 500, signing each attempt afresh', async () => {
    receiver.answerWith(500, 503);
    const order = await peer.client().createOrder({
      order_id: 'ORD_retry',
      order_amount: 10.5,
      order_currency: 'INR',
      customer_details: { customer_id: 'u_1', customer_phone: '9876543210' },
      order_meta: { notify_url: receiver.url },
    });
    const paid = await fetch(`${peer.emulatorUrl}/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        payment_session_id: order.payment_session_id,
        card_number: '4111111111111111',
        card_holder_name: 'Asha Rao',
        card_expiry: '12/39',
        card_cvv: '123',
      }),
    });
    // The answer does not wait for the webhook: the receiver has seen at most the first attempt.
    expect(paid.status).toBe(200);
    expect(receiver.received.length).toBeLessThanOrEqual(1);

    const attempts = [await receiver.next(), await receiver.next(), await receiver.next()];
    expect(attempts.map((attempt) => attempt.headers['x-webhook-attempt'])).toEqual(['1', '2', '3']);
    for (const attempt of attempts) {
      expect(attempt.rawBody).toBe(attempts[0]?.rawBody);
      const check = verifyWebhookSignature({
        secret: peer.config.payment.secretKey,
        timestamp: String(attempt.headers['x-webhook-timestamp']),
        signature: String(attempt.headers['x-webhook-signature']),
        rawBody: attempt.rawBody,
      });
      expect(check).toBe('valid');
    }
    // Delivered on the third attempt: no fourth.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(3);
  });
});

describe('createWebhookSender', () => {
  const webhook = {
    type: 'PAYMENT_SUCCESS_WEBHOOK',
    event_time: '2025-07-01T12:02:31+05:30',
    data: { order: { order_id: 'ORD1' } },
  } as PaymentWebhook;

  it('gives up after the last retry and logs each failure', async () => {
    const receiver = await startWebhookReceiver();
    const warnings: { details: object; message: string }[] = [];
    const sender = createWebhookSender({
      secretKey: SECRET,
      apiVersion: '2023-08-01',
      retryDelaysMs: [10, 10],
      log: { warn: (details, message) => warnings.push({ details, message }) },
    });
    receiver.answerWith(500, 500, 302, 200);
    sender.send(receiver.url, webhook);
    await sender.idle();
    await receiver.close();
    expect(receiver.received).toHaveLength(3);
    expect(warnings.map((warning) => warning.details)).toEqual([
      expect.objectContaining({ attempt: 1, failure: 'HTTP 500', orderId: 'ORD1' }),
      expect.objectContaining({ attempt: 2, failure: 'HTTP 500' }),
      expect.objectContaining({ attempt: 3, failure: 'HTTP 302' }),
    ]);
    expect(warnings.at(-1)?.message).toMatch(/giving up/);
    expect(JSON.stringify(warnings)).not.toContain(SECRET);
  });

  it('cancels pending retries on close', async () => {
    const receiver = await startWebhookReceiver();
    const sender = createWebhookSender({
      secretKey: SECRET,
      apiVersion: '2023-08-01',
      retryDelaysMs: [60_000],
      log: { warn: () => undefined },
    });
    receiver.answerWith(500);
    sender.send(receiver.url, webhook);
    await receiver.next();
    const started = Date.now();
    await sender.close();
    expect(Date.now() - started).toBeLessThan(1_000);
    sender.send(receiver.url, webhook);
    await sender.idle();
    await receiver.close();
    expect(receiver.received).toHaveLength(1);
  });
});
