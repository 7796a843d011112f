import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openOrder,
  type PaymentTestApp,
  payOnEmulator,
  signedInCustomer,
  startPaymentTestApp,
  testOrderId,
} from '../../../test/payment-test-app.ts';
import { orders, paymentEvents } from '../../db/schema.ts';
import { signWebhook } from './cashfree/webhook-signature.ts';

const SECRET = 'webhook-test-secret-key';

describe('POST /api/payment/cashfree-webhook', () => {
  let t: PaymentTestApp;
  beforeAll(async () => {
    // Orders are opened with a notify_url only when asked; the emulator then calls it itself.
    t = await startPaymentTestApp({ CASHFREE_SECRET_KEY: SECRET, CASHFREE_APP_ID: 'emulator-app' });
  });
  afterAll(() => t.close());

  async function paidOrder() {
    const customer = await signedInCustomer(t);
    const domain = `hook-${Date.now()}-${Math.floor(Math.random() * 1e6)}.in`;
    const { orderId, paymentSessionId } = await openOrder(t, customer.headers, domain);
    await payOnEmulator(t, paymentSessionId);
    return orderId;
  }

  function event(orderId: string, cfPaymentId = `pay-${orderId}`) {
    return JSON.stringify({
      data: {
        order: { order_id: orderId, order_amount: 4999.0, order_currency: 'INR', order_tags: null },
        payment: { cf_payment_id: cfPaymentId, payment_status: 'SUCCESS', payment_amount: 4999.0 },
      },
      event_time: new Date().toISOString(),
      type: 'PAYMENT_SUCCESS_WEBHOOK',
    });
  }

  const send = (body: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/cashfree-webhook',
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });
  const signed = (body: string, timestamp = String(Date.now()), secret = SECRET) => ({
    'x-webhook-timestamp': timestamp,
    'x-webhook-signature': signWebhook(secret, timestamp, body),
    'x-webhook-version': '2023-08-01',
  });

  it('with a good signature re-reads the order from the provider and marks it paid', async () => {
    const orderId = await paidOrder();
    const body = event(orderId);
    const response = await send(body, signed(body));
    expect(response.statusCode).toBe(200);
    expect(['applied', 'duplicate']).toContain(response.json().status);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.orderId, orderId));
    expect(order?.orderStatus).toBe('Paid');
  });

  it('verifies the exact bytes: 4999.00 and 4999 are different bodies', async () => {
    const orderId = await paidOrder();
    const body = event(orderId).replace('"order_amount":4999', '"order_amount":4999.00');
    expect((await send(body, signed(body))).statusCode).toBe(200);
    expect((await send(body, signed(body.replace('4999.00', '4999')))).statusCode).toBe(401);
  });

  it('refuses a bad signature and a stale timestamp (401) without touching the order', async () => {
    const orderId = testOrderId();
    const body = event(orderId);
    const forged = await send(body, signed(body, String(Date.now()), 'someone-elses-secret'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ errorCode: 401, message: 'Invalid webhook signature' });
    const old = String(Date.now() - 10 * 60_000);
    const stale = await send(body, signed(body, old));
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toBe('Webhook timestamp is too old');
    expect((await send(body, {})).statusCode).toBe(401);
  });

  it('acts once on a replayed event', async () => {
    const orderId = await paidOrder();
    const body = event(orderId, `replayed-${orderId}`);
    const first = await send(body, signed(body));
    expect(first.json().status).toBe('applied');
    const replay = await send(body, signed(body));
    expect(replay.statusCode).toBe(200);
    expect(replay.json().status).toBe('duplicate');
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.cfPaymentId, `replayed-${orderId}`));
    expect(events).toHaveLength(1);
  });

  it('ignores an order it does not know, and refuses a body that is not JSON', async () => {
    const body = event('ORD20990101000000ZZZZZZ');
    expect((await send(body, signed(body))).json().status).toBe('unknown-order');
    expect((await send('not json', signed('not json'))).statusCode).toBe(400);
  });
});
