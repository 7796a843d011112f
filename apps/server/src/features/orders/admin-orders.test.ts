import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/factories.ts';
import {
  openOrder,
  type PaymentTestApp,
  payOnEmulator,
  signedInCustomer,
  startPaymentTestApp,
} from '../../../test/payment-test-app.ts';

describe('order administration', () => {
  let t: PaymentTestApp;
  let admin: Record<string, string>;
  let customer: Awaited<ReturnType<typeof signedInCustomer>>;
  let paidOrderId: string;
  let pendingOrderId: string;

  const open = (domain: string) => openOrder(t, customer.headers, domain);

  beforeAll(async () => {
    t = await startPaymentTestApp();
    customer = await signedInCustomer(t, 'client@example.in');
    const adminUser = await createUser(t.database.db, { userType: 'ADMIN' });
    admin = bearer((await signIn(t.app, adminUser)).accessToken);
    const paid = await open('admin-paid.in');
    await payOnEmulator(t, paid.paymentSessionId);
    await t.app.inject({ url: `/api/payment/cashfree-verify/${paid.orderId}`, headers: customer.headers });
    paidOrderId = paid.orderId;
    pendingOrderId = (await open('admin-pending.in')).orderId;
  });
  afterAll(() => t.close());

  const patch = (orderId: string, payload: object, headers = admin) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/admin/orders/${orderId}`, headers, payload });

  it('lists every order newest first, filtered by status', async () => {
    const all = (await t.app.inject({ url: '/api/v1/admin/orders', headers: admin })).json();
    expect(all).toMatchObject({ totalOrders: 2, totalPages: 1 });
    expect(all.orders.map((order: { orderId: string }) => order.orderId)).toEqual([
      pendingOrderId,
      paidOrderId,
    ]);
    const paid = (await t.app.inject({ url: '/api/v1/admin/orders?status=Paid', headers: admin })).json();
    expect(paid.orders.map((order: { orderId: string }) => order.orderId)).toEqual([paidOrderId]);
  });

  it('moves a paid order along its lifecycle and mails the customer each time', async () => {
    const started = await patch(paidOrderId, { orderStatus: 'InProgress', note: 'Design work has begun' });
    expect(started.statusCode).toBe(200);
    expect(started.json().orderStatus).toBe('InProgress');
    expect((await patch(paidOrderId, { orderStatus: 'Complete' })).json().orderStatus).toBe('Complete');
    const subjects = (await t.sentMail()).filter((mail) => mail.subject?.startsWith(`Order ${paidOrderId}`));
    // Two mails sent in the same millisecond may be written in either order.
    expect(subjects.map((mail) => mail.subject).sort()).toEqual([
      `Order ${paidOrderId}: Complete`,
      `Order ${paidOrderId}: InProgress`,
    ]);
    expect(subjects.find((mail) => mail.subject?.endsWith('InProgress'))?.text).toContain(
      'Design work has begun',
    );
  });

  it('refuses changes the lifecycle does not allow (422), and never sets Paid by hand', async () => {
    const toPaid = await patch(pendingOrderId, { orderStatus: 'Paid' });
    expect(toPaid.statusCode).toBe(422);
    expect(toPaid.json().message).toBe('An order that is Pending cannot be changed to Paid.');
    expect((await patch(pendingOrderId, { orderStatus: 'Canceled' })).json().orderStatus).toBe('Canceled');
    expect((await patch(pendingOrderId, { orderStatus: 'InProgress' })).statusCode).toBe(422);
  });

  it('is for administrators only, and answers 404 for an unknown order', async () => {
    expect((await t.app.inject({ url: '/api/v1/admin/orders', headers: customer.headers })).statusCode).toBe(
      403,
    );
    expect((await patch(paidOrderId, { orderStatus: 'OnHold' }, customer.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/admin/orders' })).statusCode).toBe(401);
    expect((await patch('ORD20990101000000ZZZZZZ', { orderStatus: 'OnHold' })).statusCode).toBe(404);
    expect((await patch(paidOrderId, { orderStatus: 'Shipped' })).statusCode).toBe(400);
  });
});
