import type {
  OrderEntity,
  PaymentEntity,
  PaymentWebhook,
  WebhookType,
} from '../orders/cashfree/cashfree-types.ts';
import { cashfreeTime } from './emulator-format.ts';

const WEBHOOK_TYPES: Partial<Record<PaymentEntity['payment_status'], WebhookType>> = {
  SUCCESS: 'PAYMENT_SUCCESS_WEBHOOK',
  FAILED: 'PAYMENT_FAILED_WEBHOOK',
  USER_DROPPED: 'PAYMENT_USER_DROPPED_WEBHOOK',
};

/**
 * The payment webhook body for API version 2023-08-01 (contract A.4), or undefined for a status
 * Cashfree sends no payment webhook for.
 */
export function paymentWebhook(
  order: OrderEntity,
  payment: PaymentEntity,
  now = new Date(),
): PaymentWebhook | undefined {
  const type = WEBHOOK_TYPES[payment.payment_status];
  if (!type) return undefined;
  return {
    data: {
      order: {
        order_id: order.order_id,
        order_amount: order.order_amount,
        order_currency: order.order_currency,
        order_tags: order.order_tags,
      },
      payment: {
        cf_payment_id: payment.cf_payment_id,
        payment_status: payment.payment_status,
        payment_amount: payment.payment_amount,
        payment_currency: payment.payment_currency,
        payment_message: payment.payment_message,
        payment_time: payment.payment_time,
        bank_reference: payment.bank_reference,
        auth_id: payment.auth_id,
        payment_method: payment.payment_method,
        payment_group: payment.payment_group,
      },
      customer_details: order.customer_details,
      error_details: payment.error_details,
    },
    event_time: cashfreeTime(now),
    type,
  };
}
