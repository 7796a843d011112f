import type { OrderStatus } from './order-schemas.ts';

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
