import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CashfreePeer, startCashfreePeer } from '../../../../test/cashfree-peer.ts';
import { cashfreeBaseUrl, idempotencyKey } from './cashfree-client.ts';
import { type CashfreeClient, CashfreeError, type CreateOrderRequest } from './cashfree-types.ts';

let orderCount = 0;
const orderRequest = (overrides: Partial<CreateOrderRequest> = {}): CreateOrderRequest => ({
  order_id: `ORD_client_${++orderCount}`,
  order_amount: 5098,
  order_currency: 'INR',
  customer_details: { customer_id: 'u_12345', customer_phone: '9876543210', customer_email: 'a@b.in' },
  order_note: 'example.in 1y',
  order_tags: { domain: 'example.in' },
  ...overrides,
});

async function cashfreeError(promise: Promise<unknown>): Promise<CashfreeError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof CashfreeError)) throw new Error(`expected a CashfreeError, got ${String(error)}`);
  return error;
}

describe('the Cashfree adapter against the emulator, over HTTP', () => {
  let peer: CashfreePeer;
  let cashfree: CashfreeClient;
  beforeAll(async () => {
    peer = await startCashfreePeer();
    cashfree = peer.client();
  });
  afterAll(() => peer.close());

  it('creates an order and reads it back as Cashfree shapes it', async () => {
    const request = orderRequest();
    const created = await cashfree.createOrder(request);
    expect(created).toMatchObject({
      order_id: request.order_id,
      entity: 'order',
      order_amount: 5098,
      order_currency: 'INR',
      order_status: 'ACTIVE',
      order_note: 'example.in 1y',
      order_tags: { domain: 'example.in' },
      customer_details: request.customer_details,
      order_meta: { return_url: null, notify_url: null, payment_methods: null },
    });
    expect(created.cf_order_id).toMatch(/^[1-9]\d{9}$/);
    expect(created.payment_session_id).toMatch(/^session_[\w-]{40,}$/);
    expect(created.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+05:30$/);
    const lifetime = Date.parse(created.order_expiry_time) - Date.parse(created.created_at);
    expect(lifetime).toBe(30 * 24 * 60 * 60_000);

    expect(await cashfree.getOrder(request.order_id)).toEqual(created);
    expect(await cashfree.getPayments(request.order_id)).toEqual([]);
  });

  it('replays the first answer when a create is retried (same idempotency key)', async () => {
    const request = orderRequest();
    const first = await cashfree.createOrder(request);
    const again = await cashfree.createOrder(request);
    expect(again).toEqual(first);
  });

  it('refuses a second order with the same id from another caller (409 order_already_exists)', async () => {
    const request = orderRequest();
    await cashfree.createOrder(request);
    const response = await fetch(`${peer.baseUrl}/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-client-id': peer.config.payment.appId,
        'x-client-secret': peer.config.payment.secretKey,
        'x-api-version': '2023-08-01',
      },
      body: JSON.stringify(request),
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: 'order with same id is already present',
      code: 'order_already_exists',
      type: 'invalid_request_error',
    });
  });

  it('turns a wrong secret into CashfreeError 401 authentication_error', async () => {
    const error = await cashfreeError(peer.client({ secretKey: 'wrong-secret-key' }).getOrder('ORD_x'));
    expect(error).toMatchObject({
      status: 401,
      code: 'request_failed',
      type: 'authentication_error',
      message: 'authentication Failed',
    });
  });

  it.each([
    [
      'phone',
      { customer_details: { customer_id: 'u_1', customer_phone: '98765' } },
      'customer_details.customer_phone_invalid',
    ],
    ['amount below ₹1', { order_amount: 0.5 }, 'order_amount_invalid'],
    ['amount with 3 decimals', { order_amount: 10.125 }, 'order_amount_invalid'],
    ['order id with a dot', { order_id: 'ORD.1' }, 'order_id_invalid'],
  ])('turns an invalid %s into CashfreeError 400 with the field code', async (_name, overrides, code) => {
    const error = await cashfreeError(cashfree.createOrder(orderRequest(overrides)));
    expect(error).toMatchObject({ status: 400, code, type: 'invalid_request_error' });
  });

  it('answers an unknown order with CashfreeError 404 order_not_found', async () => {
    for (const call of [cashfree.getOrder('ORD_missing'), cashfree.getPayments('ORD_missing')]) {
      expect(await cashfreeError(call)).toMatchObject({ status: 404, code: 'order_not_found' });
    }
  });

  it('refunds a paid order once, up to the paid amount, replaying a retried refund', async () => {
    const request = orderRequest({ order_amount: 799.5 });
    const order = await cashfree.createOrder(request);
    const notPaid = cashfree.createRefund(request.order_id, { refund_id: 'refund_1', refund_amount: 1 });
    expect(await cashfreeError(notPaid)).toMatchObject({ status: 400, code: 'order_not_paid' });

    const paid = await fetch(`${peer.emulatorUrl}/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        payment_session_id: order.payment_session_id,
        card_number: '4111 1111 1111 1111',
        card_holder_name: 'Asha Rao',
        card_expiry: '12/39',
        card_cvv: '123',
      }),
    });
    expect(paid.status).toBe(200);
    const [payment] = await cashfree.getPayments(request.order_id);

    const refund = await cashfree.createRefund(request.order_id, {
      refund_id: 'refund_1',
      refund_amount: 500.25,
    });
    expect(refund).toMatchObject({
      refund_id: 'refund_1',
      order_id: request.order_id,
      cf_payment_id: payment?.cf_payment_id,
      refund_amount: 500.25,
      refund_currency: 'INR',
      refund_status: 'SUCCESS',
    });
    expect(
      await cashfree.createRefund(request.order_id, { refund_id: 'refund_1', refund_amount: 500.25 }),
    ).toEqual(refund);
    const tooMuch = cashfree.createRefund(request.order_id, { refund_id: 'refund_2', refund_amount: 299.26 });
    expect(await cashfreeError(tooMuch)).toMatchObject({ status: 400, code: 'refund_amount_invalid' });
    const rest = await cashfree.createRefund(request.order_id, {
      refund_id: 'refund_2',
      refund_amount: 299.25,
    });
    expect(rest.refund_status).toBe('SUCCESS');
  });
});

describe('cashfreeBaseUrl and idempotencyKey', () => {
  it('points sandbox and production at Cashfree', () => {
    expect(cashfreeBaseUrl('sandbox')).toBe('https://sandbox.cashfree.com/pg');
    expect(cashfreeBaseUrl('production')).toBe('https://api.cashfree.com/pg');
  });

  it('derives a stable UUID-shaped key per order, different per kind', () => {
    const key = idempotencyKey('order', 'ORD1');
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(idempotencyKey('order', 'ORD1')).toBe(key);
    expect(idempotencyKey('order', 'ORD2')).not.toBe(key);
    expect(idempotencyKey('refund', 'ORD1')).not.toBe(key);
  });
});
