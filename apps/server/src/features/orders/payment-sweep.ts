import { and, asc, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/create-db.ts';
import { orders } from '../../db/schema.ts';
import type { PaymentSync } from './payment-sync.ts';

const BATCH = 20;
const RECHECK_AFTER_MS = 60_000;
const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60_000;

/**
 * Re-verifies orders left Pending with the provider, oldest check first, so a customer who
 * paid and closed the browser before the confirmation still gets a Paid order (design §3).
 * Orders older than three days are left alone: Cashfree payments settle well before that.
 */
export function createPaymentSweep(deps: {
  db: Db;
  sync: PaymentSync;
  log: FastifyBaseLogger;
  intervalMs: number;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function runOnce(now = new Date()): Promise<number> {
    const due = await deps.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.orderStatus, 'Pending'),
          isNotNull(orders.paymentSessionId),
          gt(orders.createdAt, new Date(now.getTime() - GIVE_UP_AFTER_MS)),
          or(
            isNull(orders.lastVerifiedAt),
            lt(orders.lastVerifiedAt, new Date(now.getTime() - RECHECK_AFTER_MS)),
          ),
        ),
      )
      .orderBy(asc(orders.lastVerifiedAt))
      .limit(BATCH);
    for (const order of due) {
      try {
        await deps.sync.sync(order, 'sweep');
      } catch (error) {
        deps.log.warn({ err: error, orderId: order.orderId }, 'payment sweep could not verify an order');
      }
    }
    return due.length;
  }

  return {
    runOnce,
    start() {
      timer ??= setInterval(() => {
        running ??= runOnce().finally(() => {
          running = undefined;
        });
      }, deps.intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}

export type PaymentSweep = ReturnType<typeof createPaymentSweep>;
