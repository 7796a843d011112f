import { and, asc, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/create-db.ts';
import { orders } from '../../db/schema.ts';
import type { PaymentSync } from './payment-sync.ts';

const BATCH = 20;
const MINUTE = 60_000;
const GIVE_UP_AFTER_MS = 3 * 24 * 60 * MINUTE;

/**
 * Re-verifies orders left Pending with the provider, oldest check first, so a customer who
 * paid and closed the browser before the confirmation still gets a Paid order (design §3).
 * An order is re-checked every minute in its first hour, then every 15 minutes (an abandoned
 * checkout should not spend Cashfree's rate limit), and left alone after three days: Cashfree
 * payments settle well before that.
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
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const due = await deps.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.orderStatus, 'Pending'),
          isNotNull(orders.paymentSessionId),
          gt(orders.createdAt, ago(GIVE_UP_AFTER_MS)),
          or(
            isNull(orders.lastVerifiedAt),
            and(gt(orders.createdAt, ago(60 * MINUTE)), lt(orders.lastVerifiedAt, ago(MINUTE))),
            lt(orders.lastVerifiedAt, ago(15 * MINUTE)),
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
