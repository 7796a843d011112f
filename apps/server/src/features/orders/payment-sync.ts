import { rupeesToPaise } from '@app/shared/money';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/create-db.ts';
import { orders, registeredDomains } from '../../db/schema.ts';
import { AppError } from '../../http-errors.ts';
import { enqueueMail, type QueuedMail } from '../../mail/mail-queue.ts';
import type { CashfreeClient, PaymentEntity } from './cashfree/cashfree-types.ts';
import { nextInvoiceNumber } from './invoice-numbers.ts';
import type { OrderRow, OrdersRepository } from './orders-repository.ts';

export type PaymentSyncDeps = {
  db: Db;
  cashfree: CashfreeClient;
  repo: OrdersRepository;
  log: FastifyBaseLogger;
  paidMail: (order: OrderRow & { invoiceNumber: string }) => QueuedMail;
  /**
   * After a paid order commits: the domain is taken and the confirmation mail is queued, held
   * until its invoice attachment is written (then released by id) or `PAID_MAIL_HOLD_MS` passes.
   */
  onPaid: (order: OrderRow & { invoiceNumber: string }, paidMailId: string) => void;
};

/** The longest a confirmation mail waits for its invoice if the release never comes. */
export const PAID_MAIL_HOLD_MS = 2 * 60_000;

const paymentTime = (payment: PaymentEntity) =>
  new Date((payment.payment_completion_time ?? payment.payment_time).replace(' ', 'T'));

/**
 * The one path that changes an order's payment state, used by verify, the webhook and the sweep
 * (design §3). Truth comes from the provider, server to server: the order is re-read, its id and
 * amount must match ours, and only order_status PAID with a SUCCESS payment makes it Paid. Each
 * change is one conditional update, so racing callers leave one result and one invoice number.
 */
export function createPaymentSync(deps: PaymentSyncDeps) {
  const { db, cashfree, repo, log } = deps;

  async function markPaid(order: OrderRow, payment: PaymentEntity, changedBy: string): Promise<OrderRow> {
    const paid = await db.transaction(async (tx) => {
      const row = await repo.transition(tx, {
        orderId: order.orderId,
        from: ['Pending', 'Failed'],
        set: {
          orderStatus: 'Paid',
          paymentStatus: 'SUCCESS',
          transactionId: payment.cf_payment_id,
          bankReference: payment.bank_reference,
          transactionTime: paymentTime(payment),
          paidAt: new Date(),
          lastVerifiedAt: new Date(),
        },
      });
      if (!row) return undefined; // another caller got there first
      const invoiceNumber = await nextInvoiceNumber(tx, row.paidAt ?? new Date());
      await tx.update(orders).set({ invoiceNumber }).where(eq(orders.orderId, row.orderId));
      const withInvoice = { ...row, invoiceNumber };
      await repo.recordHistory(tx, {
        orderId: row.orderId,
        fromStatus: order.orderStatus,
        toStatus: 'Paid',
        changedBy,
      });
      await tx.insert(registeredDomains).values({ name: row.domain, source: 'order' }).onConflictDoNothing();
      const paidMailId = await enqueueMail(tx, {
        ...deps.paidMail(withInvoice),
        heldUntil: new Date(Date.now() + PAID_MAIL_HOLD_MS),
      });
      return { order: withInvoice, paidMailId };
    });
    if (!paid) return (await repo.findById(db, order.orderId)) ?? order;
    log.info({ orderId: paid.order.orderId, invoiceNumber: paid.order.invoiceNumber }, 'order paid');
    deps.onPaid(paid.order, paid.paidMailId);
    return paid.order;
  }

  async function recordAttempt(order: OrderRow, latest: PaymentEntity | undefined, changedBy: string) {
    const status = latest?.payment_status ?? 'NOT_ATTEMPTED';
    if (status === 'FAILED') {
      const failed = await db.transaction(async (tx) => {
        const row = await repo.transition(tx, {
          orderId: order.orderId,
          from: ['Pending'],
          set: {
            orderStatus: 'Failed',
            paymentStatus: 'FAILED',
            transactionId: latest?.cf_payment_id ?? null,
            lastVerifiedAt: new Date(),
          },
        });
        if (row)
          await repo.recordHistory(tx, {
            orderId: row.orderId,
            fromStatus: 'Pending',
            toStatus: 'Failed',
            changedBy,
          });
        return row;
      });
      if (failed) return failed;
    } else {
      const row = await repo.transition(db, {
        orderId: order.orderId,
        from: ['Pending'],
        set: { orderStatus: 'Pending', paymentStatus: status, lastVerifiedAt: new Date() },
      });
      if (row) return row;
    }
    return (await repo.findById(db, order.orderId)) ?? order;
  }

  return {
    async sync(order: OrderRow, changedBy: string): Promise<OrderRow> {
      if (!order.providerOrderId || (order.orderStatus !== 'Pending' && order.orderStatus !== 'Failed')) {
        return order;
      }
      const [cfOrder, payments] = await Promise.all([
        cashfree.getOrder(order.providerOrderId),
        cashfree.getPayments(order.providerOrderId),
      ]);
      if (
        cfOrder.order_id !== order.providerOrderId ||
        rupeesToPaise(cfOrder.order_amount) !== order.amountPaise
      ) {
        log.error(
          { orderId: order.orderId, provider: cfOrder.order_id, amount: cfOrder.order_amount },
          'provider order differs from ours',
        );
        throw new AppError(
          502,
          'The payment provider returned a different order. Our team has been alerted.',
        );
      }
      const success = payments.find(
        (payment) =>
          payment.payment_status === 'SUCCESS' && rupeesToPaise(payment.payment_amount) >= order.amountPaise,
      );
      if (cfOrder.order_status === 'PAID' && success) return markPaid(order, success, changedBy);
      const latest = [...payments].sort((a, b) => paymentTime(b).getTime() - paymentTime(a).getTime())[0];
      return recordAttempt(order, latest, changedBy);
    },
  };
}

export type PaymentSync = ReturnType<typeof createPaymentSync>;
