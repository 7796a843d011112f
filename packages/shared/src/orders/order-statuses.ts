/** Order and payment statuses, and the status changes an administrator may make; zod-free. */
/** Design §3 order lifecycle: Pending → Paid → InProgress → Complete; OnHold, Failed, Canceled. */
export const ORDER_STATUSES = [
  'Pending',
  'Paid',
  'InProgress',
  'Complete',
  'OnHold',
  'Failed',
  'Canceled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Cashfree's payment_status values (cashfree-contract.md A.3); NOT_ATTEMPTED before any payment. */
export const PAYMENT_STATUSES = [
  'SUCCESS',
  'FAILED',
  'PENDING',
  'USER_DROPPED',
  'NOT_ATTEMPTED',
  'CANCELLED',
  'VOID',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The changes an administrator may make (design §3 lifecycle). Paid is never set by hand: only
 * a payment the provider confirms makes an order Paid and gives it an invoice number.
 */
const ADMIN_CHANGES: Record<OrderStatus, readonly OrderStatus[]> = {
  Pending: ['OnHold', 'Failed', 'Canceled'],
  Paid: ['InProgress', 'OnHold', 'Canceled'],
  InProgress: ['Complete', 'OnHold', 'Canceled'],
  OnHold: ['InProgress', 'Complete', 'Canceled'],
  Complete: ['InProgress'],
  Failed: ['Canceled'],
  Canceled: [],
};

export function adminStatusChanges(from: OrderStatus): readonly OrderStatus[] {
  return ADMIN_CHANGES[from];
}

export function canAdminChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return ADMIN_CHANGES[from].includes(to);
}
