import { orderMessages } from '@app/shared/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  basicPlanLine,
  domainLine,
  type PaymentTestApp,
  signedInCustomer,
  startPaymentTestApp,
  testOrderId,
} from '../../../test/payment-test-app.ts';
import { emulatorOrders, orders } from '../../db/schema.ts';

describe('POST /api/payment/cashfree-order', () => {
  let t: PaymentTestApp;
  let customer: Awaited<ReturnType<typeof signedInCustomer>>;
  beforeAll(async () => {
    t = await startPaymentTestApp();
    customer = await signedInCustomer(t, 'buyer@example.in');
  });
  afterAll(() => t.close());

  const create = (payload: object, headers: Record<string, string> = customer.headers) =>
    t.app.inject({ method: 'POST', url: '/api/payment/cashfree-order', headers, payload });
  const order = (
    orderId: string,
    products = [basicPlanLine, domainLine('asha-bakery.com', 99)],
    amount = 5098,
  ) => ({
    customerName: 'Asha Rao',
    customerEmail: 'buyer@example.in',
    amount,
    mobile: '9876543210',
    address: 'Bengaluru',
    products,
    orderId,
    source: 'localhost',
  });

  it('stores a Pending order priced by the server and opens a Cashfree order for that amount', async () => {
    const orderId = testOrderId();
    const response = await create(order(orderId));
    expect(response.statusCode).toBe(200);
    const { paymentSessionId } = response.json();
    expect(response.json().orderId).toBe(orderId);
    expect(paymentSessionId).toMatch(/^session_/);

    const [stored] = await t.database.db.select().from(orders).where(eq(orders.orderId, orderId));
    expect(stored).toMatchObject({ orderStatus: 'Pending', amountPaise: 509_800, domain: 'asha-bakery.com' });
    expect(stored?.products[0]?.description).not.toBe('whatever the browser says');
    const [provider] = await t.database.db
      .select()
      .from(emulatorOrders)
      .where(eq(emulatorOrders.orderId, orderId));
    expect(provider?.entity).toMatchObject({
      order_amount: 5098,
      order_currency: 'INR',
      order_status: 'ACTIVE',
    });
  });

  it('refuses a client amount that differs from the prices (422) and charges nothing', async () => {
    const orderId = testOrderId();
    const response = await create(order(orderId, undefined, 1));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errorCode: 422, message: orderMessages.amountMismatch });
    expect(
      await t.database.db.select().from(emulatorOrders).where(eq(emulatorOrders.orderId, orderId)),
    ).toEqual([]);
  });

  it('ignores prices written into the cart lines: what is charged comes from the catalogue', async () => {
    const orderId = testOrderId();
    const cheap = [{ ...basicPlanLine, price: 1 }, domainLine('cheap-trick.com', 0)];
    expect((await create(order(orderId, cheap, 1))).statusCode).toBe(422);
    const response = await create(order(orderId, cheap, 5098));
    expect(response.statusCode).toBe(200);
    const [provider] = await t.database.db
      .select()
      .from(emulatorOrders)
      .where(eq(emulatorOrders.orderId, orderId));
    expect(provider?.entity).toMatchObject({ order_amount: 5098 });
  });

  it('is idempotent per order id: the same cart gets the same session', async () => {
    const orderId = testOrderId();
    const first = (await create(order(orderId))).json();
    const again = (await create(order(orderId))).json();
    expect(again.paymentSessionId).toBe(first.paymentSessionId);
  });

  it('opens a new provider order when the cart changed before paying', async () => {
    const orderId = testOrderId();
    const first = (await create(order(orderId))).json();
    const changed = await create(order(orderId, [basicPlanLine, domainLine('asha-bakery.in', 0)], 4999));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().paymentSessionId).not.toBe(first.paymentSessionId);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.orderId, orderId));
    expect(stored).toMatchObject({
      providerOrderId: `${orderId}-2`,
      amountPaise: 499_900,
      domain: 'asha-bakery.in',
    });
  });

  it.each([
    ['a plan without a domain', [basicPlanLine], 4999, 400],
    ['two domains', [basicPlanLine, domainLine('a-one.in', 0), domainLine('a-two.in', 0)], 4999, 400],
    ['a domain ending not sold', [basicPlanLine, domainLine('shop.xyz', 0)], 4999, 400],
    [
      'a plan not in the catalogue',
      [{ ...basicPlanLine, productId: '9999999' }, domainLine('x-plan.in', 0)],
      4999,
      422,
    ],
  ])('refuses %s', async (_case, products, amount, status) => {
    expect((await create(order(testOrderId(), products, amount))).statusCode).toBe(status);
  });

  it('refuses a domain that is already registered (409)', async () => {
    const response = await create(order(testOrderId(), [basicPlanLine, domainLine('google.com', 99)]));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(orderMessages.domainTaken);
  });

  it("keeps another customer's order id away (409) and needs a token (401)", async () => {
    const orderId = testOrderId();
    await create(order(orderId));
    const other = await signedInCustomer(t);
    expect((await create(order(orderId), other.headers)).statusCode).toBe(409);
    expect((await create(order(orderId), {})).statusCode).toBe(401);
  });

  it('refuses a malformed order id (400)', async () => {
    expect((await create(order('not-an-order-id'))).statusCode).toBe(400);
  });
});
