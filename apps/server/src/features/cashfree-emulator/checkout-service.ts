import type { Db } from '../../db/create-db.ts';
import type { OrderEntity, PaymentEntity } from '../orders/cashfree/cashfree-types.ts';
import type { CheckoutResult, PayInput } from './checkout-schemas.ts';
import { EmulatorError } from './emulator-errors.ts';
import { currentStatus } from './emulator-orders.ts';
import { cardPayment, droppedPayment } from './emulator-payments.ts';
import { emulatorRepository as repo } from './emulator-repository.ts';
import { findTestCard } from './test-cards.ts';
import { paymentWebhook } from './webhook-payload.ts';
import type { WebhookSender } from './webhook-sender.ts';

export type CheckoutService = {
  pay(input: PayInput): Promise<CheckoutResult>;
  drop(paymentSessionId: string): Promise<CheckoutResult>;
};

export const sessionNotFound = () =>
  new EmulatorError(404, 'payment_session_id_invalid', 'This payment link is not valid.');

/**
 * The checkout page's actions. Each records a payment under the order's row lock, so an order
 * can never be paid twice, then announces it by webhook after the commit, so the merchant's
 * server re-reading the order sees the new state.
 */
export function createCheckoutService(deps: { db: Db; webhooks: WebhookSender }): CheckoutService {
  async function record(
    paymentSessionId: string,
    makePayment: (order: OrderEntity) => PaymentEntity,
  ): Promise<CheckoutResult> {
    const { order, payment } = await deps.db.transaction(async (tx) => {
      const stored = await repo.lockOrder(tx, { paymentSessionId });
      if (!stored) throw sessionNotFound();
      const status = currentStatus(stored.entity).order_status;
      if (status === 'PAID')
        throw new EmulatorError(409, 'order_already_paid', 'This order is already paid.');
      if (status !== 'ACTIVE')
        throw new EmulatorError(400, 'order_expired', 'This payment link has expired.');
      const made = makePayment(stored.entity);
      await repo.insertPayment(tx, made);
      if (made.payment_status === 'SUCCESS') {
        stored.entity.order_status = 'PAID';
        await repo.saveOrder(tx, stored);
      }
      return { order: stored.entity, payment: made };
    });

    const webhook = paymentWebhook(order, payment);
    const url = order.order_meta.notify_url;
    if (webhook && url) deps.webhooks.send(url, webhook);
    return {
      status: payment.payment_status as CheckoutResult['status'],
      order_id: order.order_id,
      payment_message: payment.payment_message ?? '',
    };
  }

  return {
    async pay(input) {
      const card = findTestCard(input.card_number);
      if (!card) {
        throw new EmulatorError(400, 'card_number_invalid', 'Use one of the test cards listed on this page.');
      }
      return record(input.payment_session_id, (order) => cardPayment(order, card));
    },
    drop: (paymentSessionId) => record(paymentSessionId, (order) => droppedPayment(order)),
  };
}
