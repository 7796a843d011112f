import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openOrder,
  type PaymentTestApp,
  payOnEmulator,
  signedInCustomer,
  startPaymentTestApp,
} from '../../../test/payment-test-app.ts';
import { orderStatusHistory, orders } from '../../db/schema.ts';
import { signWebhook } from './cashfree/webhook-signature.ts';

describe('payment state under concurrency', () => {
  let t: PaymentTestApp;
  let customer: Awaited<ReturnType<typeof signedInCustomer>>;
  beforeAll(async () => {
    t = await startPaymentTestApp();
    customer = await signedInCustomer(t);
  });
  afterAll(() => t.close());

  async function payFor(domain: string) {
    const { orderId, paymentSessionId } = await openOrder(t, customer.headers, domain);
    await payOnEmulator(t, paymentSessionId);
    return orderId;
  }

  it('verify, webhook and sweep racing on one order leave one Paid order and one invoice number', async () => {
    const orderId = await payFor('race-shop.in');
    const body = JSON.stringify({
      data: {
        order: { order_id: orderId },
        payment: { cf_payment_id: `race-${orderId}`, payment_status: 'SUCCESS' },
      },
      type: 'PAYMENT_SUCCESS_WEBHOOK',
    });
    const timestamp = String(Date.now());
    const results = await Promise.all([
      t.app.inject({ url: `/api/payment/cashfree-verify/${orderId}`, headers: customer.headers }),
      t.app.inject({
        method: 'POST',
        url: '/api/payment/cashfree-webhook',
        headers: {
          'content-type': 'application/json',
          'x-webhook-timestamp': timestamp,
          'x-webhook-signature': signWebhook('emulator-secret-key', timestamp, body),
        },
        payload: body,
      }),
      t.app.paymentSweep.runOnce(),
      t.app.inject({ url: `/api/payment/cashfree-verify/${orderId}`, headers: customer.headers }),
    ]);
    expect(results[0].statusCode).toBe(200);
    expect(results[1].statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.orderId, orderId));
    expect(order?.orderStatus).toBe('Paid');
    expect(results[0].json().invoiceNumber).toBe(order?.invoiceNumber);
    expect(results[3].json().invoiceNumber).toBe(order?.invoiceNumber);
    const paidEntries = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId));
    expect(paidEntries.filter((entry) => entry.toStatus === 'Paid')).toHaveLength(1);
  });

  it('50 concurrent payments get invoice numbers without gaps or duplicates', async () => {
    const orderIds = await Promise.all(Array.from({ length: 50 }, (_, i) => payFor(`bulk-shop-${i}.in`)));
    const details = await Promise.all(
      orderIds.map((orderId) =>
        t.app.inject({ url: `/api/payment/cashfree-verify/${orderId}`, headers: customer.headers }),
      ),
    );
    const numbers = details.map((response) => response.json().invoiceNumber as string);
    const sequence = numbers.map((number) => Number(number.split('/')[2])).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(50);
    // Every payment so far in this app (the race test paid one) is numbered 1..N with no hole.
    const all = await t.database.db.select({ invoiceNumber: orders.invoiceNumber }).from(orders);
    const issued = all.flatMap((row) => (row.invoiceNumber ? [Number(row.invoiceNumber.split('/')[2])] : []));
    expect(issued.sort((a, b) => a - b)).toEqual(Array.from({ length: issued.length }, (_, i) => i + 1));
    expect(sequence.length).toBe(50);
  }, 60_000);
});
