import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../../test/factories.ts';
import {
  openOrder,
  type PaymentTestApp,
  payOnEmulator,
  signedInCustomer,
  startPaymentTestApp,
} from '../../../../test/payment-test-app.ts';
import { extractPdfText } from '../../../../test/pdf-text.ts';

describe('GET /api/bill/{orderId}', () => {
  let t: PaymentTestApp;
  let customer: Awaited<ReturnType<typeof signedInCustomer>>;
  let paidOrderId: string;
  let unpaidOrderId: string;

  const open = (domain: string, price: number) => openOrder(t, customer.headers, domain, price);

  beforeAll(async () => {
    t = await startPaymentTestApp({ GSTIN: '29ABCDE1234F1Z5' });
    customer = await signedInCustomer(t, 'invoice-buyer@example.in');
    const paid = await open('invoice-shop.com', 99);
    await payOnEmulator(t, paid.paymentSessionId);
    await t.app.inject({ url: `/api/payment/cashfree-verify/${paid.orderId}`, headers: customer.headers });
    paidOrderId = paid.orderId;
    unpaidOrderId = (await open('unpaid-invoice.in', 0)).orderId;
  });
  afterAll(() => t.close());

  const bill = (orderId: string, headers: Record<string, string> = customer.headers) =>
    t.app.inject({ url: `/api/bill/${orderId}`, headers });

  it('downloads the GST invoice of a paid order as Invoice_{orderId}.pdf', async () => {
    const response = await bill(paidOrderId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Invoice_${paidOrderId}.pdf"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await extractPdfText(pdf);
    const detail = (
      await t.app.inject({ url: `/api/payment/cashfree-get/${paidOrderId}`, headers: customer.headers })
    ).json();
    for (const expected of [
      'TAX INVOICE',
      paidOrderId,
      detail.invoiceNumber,
      '29ABCDE1234F1Z5',
      '₹5,098',
      '998314',
      'invoice-shop.com',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Five Thousand Ninety-Eight/);
    // A second download is the same file, served from storage.
    expect((await bill(paidOrderId)).rawPayload.equals(pdf)).toBe(true);
  });

  it('has no invoice for an unpaid order, nor for someone else (404)', async () => {
    expect((await bill(unpaidOrderId)).statusCode).toBe(404);
    const stranger = await signedInCustomer(t);
    expect((await bill(paidOrderId, stranger.headers)).statusCode).toBe(404);
    expect((await bill(paidOrderId, {})).statusCode).toBe(401);
  });

  it('lets the administrator download any invoice', async () => {
    const admin = await createUser(t.database.db, { userType: 'ADMIN' });
    const response = await bill(paidOrderId, bearer((await signIn(t.app, admin)).accessToken));
    expect(response.statusCode).toBe(200);
  });
});
