import type { PaymentEntity } from '../orders/cashfree/cashfree-types.ts';
import { cashfreeTime, numericId } from './emulator-format.ts';
import type { TestCard } from './test-cards.ts';
import { maskCard } from './test-cards.ts';

type Charge = { order_id: string; order_amount: number; order_currency: string };

function basePayment(order: Charge, now: Date) {
  const time = cashfreeTime(now);
  return {
    cf_payment_id: numericId(10),
    order_id: order.order_id,
    entity: 'payment' as const,
    payment_amount: order.order_amount,
    payment_currency: order.order_currency,
    order_amount: order.order_amount,
    payment_time: time,
    payment_completion_time: time,
  };
}

/** A card payment as Cashfree records it (contract A.3); the card decides the outcome. */
export function cardPayment(order: Charge, card: TestCard, now = new Date()): PaymentEntity {
  const success = card.outcome === 'SUCCESS';
  return {
    ...basePayment(order, now),
    payment_status: card.outcome,
    payment_message: success ? 'Transaction successful' : 'Transaction declined by the issuing bank',
    bank_reference: success ? numericId(12) : null,
    auth_id: success ? numericId(6) : null,
    is_captured: success,
    payment_group: card.group,
    payment_method: {
      card: {
        channel: 'link',
        card_number: maskCard(card.number),
        card_network: card.network,
        card_type: card.group,
        card_sub_type: 'R',
        card_country: 'IN',
        card_bank_name: 'Emulator Test Bank',
        card_network_reference_id: null,
      },
    },
    error_details: success
      ? null
      : {
          error_code: 'TRANSACTION_DECLINED',
          error_description: 'issuer bank or payment service provider declined the transaction',
          error_reason: 'auth_declined',
          error_source: 'customer',
        },
  };
}

/** Closing the checkout is a user drop (design §3): recorded, and announced by webhook. */
export function droppedPayment(order: Charge, now = new Date()): PaymentEntity {
  return {
    ...basePayment(order, now),
    payment_status: 'USER_DROPPED',
    payment_message: 'User dropped and did not complete the payment',
    bank_reference: null,
    auth_id: null,
    is_captured: false,
    payment_group: 'credit_card',
    payment_method: { card: { channel: 'link', card_number: null } },
    error_details: {
      error_code: 'USER_DROPPED',
      error_description: 'user dropped and did not complete the payment',
      error_reason: 'user_dropped',
      error_source: 'customer',
    },
  };
}
