import { rupeesToPaise } from '@app/shared/money';
import type { Db } from '../../db/create-db.ts';
import type { CreateRefundRequest, RefundEntity } from '../orders/cashfree/cashfree-types.ts';
import { EmulatorError, orderNotFound } from './emulator-errors.ts';
import { cashfreeTime, numericId } from './emulator-format.ts';
import { emulatorRepository as repo } from './emulator-repository.ts';

/**
 * POST /pg/orders/:orderId/refunds (contract A.7). No money moves, so a refund succeeds at once;
 * the row lock keeps two concurrent refunds from together exceeding what was paid.
 */
export async function createRefund(
  db: Db,
  orderId: string,
  input: CreateRefundRequest,
  idempotencyKey: string | undefined,
): Promise<{ refund: RefundEntity; replayed: boolean }> {
  return db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, { orderId });
    if (!order) throw orderNotFound();

    const { refunds } = order.bookkeeping;
    const earlier = refunds.find((refund) => refund.entity.refund_id === input.refund_id);
    if (earlier) {
      if (idempotencyKey !== undefined && earlier.idempotencyKey === idempotencyKey) {
        return { refund: earlier.entity, replayed: true };
      }
      throw new EmulatorError(409, 'refund_already_exists', 'refund with same refund_id is already present');
    }

    const payments = await repo.listPayments(tx, orderId);
    const paid = payments.find((payment) => payment.payment_status === 'SUCCESS');
    if (order.entity.order_status !== 'PAID' || !paid) {
      throw new EmulatorError(400, 'order_not_paid', 'refund is allowed only on a paid order');
    }
    const refunded = refunds.reduce((sum, refund) => sum + rupeesToPaise(refund.entity.refund_amount), 0);
    if (rupeesToPaise(input.refund_amount) > rupeesToPaise(paid.payment_amount) - refunded) {
      throw new EmulatorError(
        400,
        'refund_amount_invalid',
        'refund_amount : cannot be more than the amount paid less earlier refunds',
      );
    }

    const now = cashfreeTime(new Date());
    const refund: RefundEntity = {
      cf_refund_id: numericId(10),
      cf_payment_id: paid.cf_payment_id,
      refund_id: input.refund_id,
      order_id: orderId,
      refund_amount: input.refund_amount,
      refund_currency: order.entity.order_currency,
      refund_status: 'SUCCESS',
      refund_note: input.refund_note ?? null,
      created_at: now,
      processed_at: now,
    };
    refunds.push({ entity: refund, idempotencyKey: idempotencyKey ?? null });
    await repo.saveOrder(tx, order);
    return { refund, replayed: false };
  });
}
