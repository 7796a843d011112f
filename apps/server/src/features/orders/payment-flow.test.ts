import { access } from 'node:fs/promises';
import path from 'node:path';
import { orderMessages } from '@app/shared/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/factories.ts';
import {
  basicPlanLine,
  domainLine,
  FAILURE_CARD,
  openOrder,
  type PaymentTestApp,
  payOnEmulator,
  signedInCustomer,
  startPaymentTestApp,
  testOrderId,
} from '../../../test/payment-test-app.ts';
import { orderStatusHistory, registeredDomains } from '../../db/schema.ts';

describe('paying an order through the emulator', () => {
  let t: PaymentTestApp;
  let customer: Awaited<ReturnType<typeof signedInCustomer>>;
  beforeAll(async () => {
    t = await startPaymentTestApp();
    customer = await signedInCustomer(t, 'payer@example.in');
  });
  afterAll(() => t.close());

  const openPaidShop = (domain: string, price = 99) => openOrder(t, customer.headers, domain, price);
  const verify = (orderId: string, headers = customer.headers) =>
    t.app.inject({ url: `/api/payment/cashfree-verify/${orderId}`, headers });

  it('a successful card makes the order Paid with an invoice number, and the domain taken', async () => {
    const { orderId, paymentSessionId } = await openPaidShop('paid-shop.com');
    await payOnEmulator(t, paymentSessionId);
    const response = await verify(orderId);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      orderId,
      orderStatus: 'Paid',
      paymentStatus: 'SUCCESS',
      orderAmount: 5098,
      domain: 'paid-shop.com',
      domainPrice: 99,
      customerEmail: 'payer@example.in',
    });
    expect(detail.invoiceNumber).toMatch(/^INV\/\d{2}-\d{2}\/\d{6}$/);
    expect(detail.transactionId).toBeTruthy();
    expect(detail.bankReferenceNumber).toBeTruthy();
    expect(detail.products[0]).toMatchObject({ planTitle: 'Basic — Starter Website', domainPrice: 0 });

    const taken = await t.database.db
      .select()
      .from(registeredDomains)
      .where(eq(registeredDomains.name, 'paid-shop.com'));
    expect(taken[0]?.source).toBe('order');
    // The confirmation mail carries the invoice: it is held until the invoice is in file storage.
    const confirmation = await vi.waitFor(async () => {
      const sent = (await t.sentMail()).find(
        (mail) => mail.subject === `Payment received for order ${orderId}`,
      );
      if (!sent) throw new Error('confirmation mail not sent yet');
      return sent;
    }, 5_000);
    await access(path.join(t.dataDir, 'files', 'invoices', `${orderId}.pdf`));
    expect(confirmation?.text).toContain(detail.invoiceNumber);
    expect(confirmation?.attachments.map((file) => file.filename)).toEqual([`Invoice_${orderId}.pdf`]);
    expect(confirmation?.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');

    // The emulator's webhook arrives too; the order stays paid once, with one history entry.
    await vi.waitFor(async () => {
      const history = await t.database.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId));
      expect(history.map((entry) => entry.toStatus)).toEqual(['Pending', 'Paid']);
    });
    expect((await verify(orderId)).json().invoiceNumber).toBe(detail.invoiceNumber);
  });

  it('a declined card makes the order Failed', async () => {
    const { orderId, paymentSessionId } = await openPaidShop('declined-shop.com');
    await payOnEmulator(t, paymentSessionId, FAILURE_CARD);
    const detail = (await verify(orderId)).json();
    expect(detail).toMatchObject({ orderStatus: 'Failed', paymentStatus: 'FAILED', invoiceNumber: null });
  });

  it('an order not yet paid stays Pending', async () => {
    const { orderId } = await openPaidShop('unpaid-shop.in', 0);
    expect((await verify(orderId)).json()).toMatchObject({
      orderStatus: 'Pending',
      paymentStatus: 'NOT_ATTEMPTED',
    });
  });

  it('the sweep finds a paid order whose customer closed the browser', async () => {
    const { orderId, paymentSessionId } = await openPaidShop('closed-browser.in', 0);
    await payOnEmulator(t, paymentSessionId);
    await t.app.paymentSweep.runOnce();
    const detail = (
      await t.app.inject({ url: `/api/payment/cashfree-get/${orderId}`, headers: customer.headers })
    ).json();
    expect(detail.orderStatus).toBe('Paid');
  });

  it("shows an order to its owner and the administrator only; lists the caller's orders", async () => {
    const { orderId } = await openPaidShop('private-shop.in', 0);
    const other = await signedInCustomer(t);
    expect(
      (await t.app.inject({ url: `/api/payment/cashfree-get/${orderId}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    expect((await verify(orderId, other.headers)).statusCode).toBe(404);
    const admin = await createUser(t.database.db, { userType: 'ADMIN' });
    const adminHeaders = bearer((await signIn(t.app, admin)).accessToken);
    expect(
      (await t.app.inject({ url: `/api/payment/cashfree-get/${orderId}`, headers: adminHeaders })).statusCode,
    ).toBe(200);

    const mine = (await t.app.inject({ url: '/api/payment/order-status', headers: customer.headers })).json();
    expect(mine[0].orderId).toBe(orderId);
    expect(mine.every((order: { customerEmail: string }) => order.customerEmail === 'payer@example.in')).toBe(
      true,
    );
    expect((await t.app.inject({ url: '/api/payment/order-status', headers: other.headers })).json()).toEqual(
      [],
    );
    const all = (await t.app.inject({ url: '/api/payment/order-status', headers: adminHeaders })).json();
    expect(all.length).toBeGreaterThanOrEqual(mine.length);
  });

  it('answers 502 with a clear message when the provider cannot be reached, and keeps the order', async () => {
    const lonely = await startPaymentTestApp();
    try {
      const buyer = await signedInCustomer(lonely);
      await new Promise((resolve) => lonely.app.server.close(resolve)); // the emulator stops answering
      const orderId = testOrderId();
      const response = await lonely.app.inject({
        method: 'POST',
        url: '/api/payment/cashfree-order',
        headers: buyer.headers,
        payload: { amount: 4999, products: [basicPlanLine, domainLine('offline-shop.in', 0)], orderId },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ errorCode: 502, message: orderMessages.paymentProviderDown });
      const kept = await lonely.app.inject({
        url: `/api/payment/cashfree-get/${orderId}`,
        headers: buyer.headers,
      });
      expect(kept.json()).toMatchObject({ orderStatus: 'Pending', domain: 'offline-shop.in' });
    } finally {
      await lonely.close();
    }
  });
});
