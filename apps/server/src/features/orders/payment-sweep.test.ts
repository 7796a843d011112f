import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openOrder,
  type PaymentTestApp,
  signedInCustomer,
  startPaymentTestApp,
} from '../../../test/payment-test-app.ts';
import { orders } from '../../db/schema.ts';

const MINUTE = 60_000;

describe('payment sweep schedule', () => {
  let t: PaymentTestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await startPaymentTestApp();
    headers = (await signedInCustomer(t)).headers;
  });
  afterAll(() => t.close());

  async function pendingOrder(
    domain: string,
    age: { createdMinutesAgo: number; verifiedMinutesAgo: number | null },
  ) {
    const { orderId } = await openOrder(t, headers, domain);
    const now = Date.now();
    await t.database.db
      .update(orders)
      .set({
        createdAt: new Date(now - age.createdMinutesAgo * MINUTE),
        lastVerifiedAt:
          age.verifiedMinutesAgo === null ? null : new Date(now - age.verifiedMinutesAgo * MINUTE),
      })
      .where(eq(orders.orderId, orderId));
    return orderId;
  }

  const verifiedAt = async (orderId: string) =>
    (
      await t.database.db.select().from(orders).where(eq(orders.orderId, orderId))
    )[0]?.lastVerifiedAt?.getTime();

  it('checks young orders every minute, older ones every 15 minutes, none after three days', async () => {
    const cases = {
      neverChecked: await pendingOrder('sweep-never.in', { createdMinutesAgo: 5, verifiedMinutesAgo: null }),
      youngDue: await pendingOrder('sweep-young-due.in', { createdMinutesAgo: 10, verifiedMinutesAgo: 2 }),
      youngFresh: await pendingOrder('sweep-young-fresh.in', {
        createdMinutesAgo: 10,
        verifiedMinutesAgo: 0.5,
      }),
      oldNotDue: await pendingOrder('sweep-old-wait.in', { createdMinutesAgo: 180, verifiedMinutesAgo: 5 }),
      oldDue: await pendingOrder('sweep-old-due.in', { createdMinutesAgo: 180, verifiedMinutesAgo: 20 }),
      abandoned: await pendingOrder('sweep-abandoned.in', {
        createdMinutesAgo: 4 * 24 * 60,
        verifiedMinutesAgo: 60,
      }),
    };
    const before = Object.fromEntries(
      await Promise.all(
        Object.entries(cases).map(async ([name, id]) => [name, await verifiedAt(id)] as const),
      ),
    );
    const checked = await t.app.paymentSweep.runOnce();
    expect(checked).toBe(3);
    const changed = [];
    for (const [name, id] of Object.entries(cases))
      if ((await verifiedAt(id)) !== before[name]) changed.push(name);
    expect(changed.sort()).toEqual(['neverChecked', 'oldDue', 'youngDue']);
  });
});
