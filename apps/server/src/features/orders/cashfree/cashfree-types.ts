/**
 * Cashfree PG shapes the adapter and the emulator share (cashfree-contract.md A.1–A.7, API
 * version 2023-08-01). Field names are Cashfree's, snake_case, exactly as on the wire.
 */
export type CashfreeOrderStatus = 'ACTIVE' | 'PAID' | 'EXPIRED' | 'TERMINATED' | 'TERMINATION_REQUESTED';

export type CashfreePaymentStatus =
  | 'SUCCESS'
  | 'FAILED'
  | 'PENDING'
  | 'USER_DROPPED'
  | 'NOT_ATTEMPTED'
  | 'CANCELLED'
  | 'VOID';

export type CustomerDetails = {
  customer_id: string;
  customer_phone: string;
  customer_email?: string;
  customer_name?: string;
};

export type CreateOrderRequest = {
  order_id: string;
  order_amount: number;
  order_currency: 'INR';
  customer_details: CustomerDetails;
  order_meta?: { return_url?: string; notify_url?: string; payment_methods?: string };
  order_note?: string;
  order_tags?: Record<string, string>;
};

export type OrderEntity = {
  cf_order_id: string;
  order_id: string;
  entity: 'order';
  order_currency: string;
  order_amount: number;
  order_status: CashfreeOrderStatus;
  payment_session_id: string;
  order_expiry_time: string;
  order_note: string | null;
  created_at: string;
  customer_details: CustomerDetails;
  order_meta: { return_url: string | null; notify_url: string | null; payment_methods: string | null };
  order_tags: Record<string, string> | null;
};

export type PaymentEntity = {
  cf_payment_id: string;
  order_id: string;
  entity: 'payment';
  payment_status: CashfreePaymentStatus;
  payment_amount: number;
  payment_currency: string;
  order_amount: number;
  payment_time: string;
  payment_completion_time: string | null;
  payment_message: string | null;
  bank_reference: string | null;
  auth_id: string | null;
  is_captured: boolean;
  payment_group: string;
  payment_method: Record<string, unknown>;
  error_details: {
    error_code: string;
    error_description: string;
    error_reason: string;
    error_source: string;
  } | null;
};

export type CreateRefundRequest = { refund_amount: number; refund_id: string; refund_note?: string };

export type RefundEntity = {
  cf_refund_id: string;
  cf_payment_id: string;
  refund_id: string;
  order_id: string;
  refund_amount: number;
  refund_currency: string;
  refund_status: 'SUCCESS' | 'PENDING' | 'CANCELLED' | 'ONHOLD' | 'FAILED';
  refund_note: string | null;
  created_at: string;
  processed_at: string | null;
};

export type WebhookType =
  | 'PAYMENT_SUCCESS_WEBHOOK'
  | 'PAYMENT_FAILED_WEBHOOK'
  | 'PAYMENT_USER_DROPPED_WEBHOOK';

export type PaymentWebhook = {
  data: {
    order: {
      order_id: string;
      order_amount: number;
      order_currency: string;
      order_tags: Record<string, string> | null;
    };
    payment: Pick<
      PaymentEntity,
      | 'cf_payment_id'
      | 'payment_status'
      | 'payment_amount'
      | 'payment_currency'
      | 'payment_message'
      | 'payment_time'
      | 'bank_reference'
      | 'auth_id'
      | 'payment_method'
      | 'payment_group'
    >;
    customer_details: CustomerDetails;
    error_details: PaymentEntity['error_details'];
  };
  event_time: string;
  type: WebhookType;
};

/** The adapter's face: one module speaking Cashfree's PG REST protocol (design §3). */
export type CashfreeClient = {
  /** Idempotent per order id: the same key replays the first answer. */
  createOrder(request: CreateOrderRequest): Promise<OrderEntity>;
  getOrder(orderId: string): Promise<OrderEntity>;
  getPayments(orderId: string): Promise<PaymentEntity[]>;
  createRefund(orderId: string, request: CreateRefundRequest): Promise<RefundEntity>;
};

/** Cashfree answered with an error body, or could not be reached (status 0). */
export class CashfreeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly type?: string,
  ) {
    super(message);
    this.name = 'CashfreeError';
  }
}
