import type { Cart } from '@app/shared/orders/cart';
import { notify } from '../../../lib/toast.tsx';

export const PAYMENT_PENDING_MESSAGE = 'Online payment is being set up. Your cart is saved.';

/**
 * Pay Now for a complete cart. Online payment (create the order, open the provider's checkout)
 * replaces this body in the next piece of work; the cart stays stored until then.
 */
export function startPayment(_cart: Cart): void {
  notify.info(PAYMENT_PENDING_MESSAGE);
}
