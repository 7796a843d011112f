import type { CustomerOrderInput, PaymentOrderResponse } from '@app/shared/orders';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /api/payment/cashfree-order: opens a payment for the cart. 422 when the amount differs
 * from the server's prices, 409 when the order is already paid, 502 when the provider fails.
 */
export function createPaymentOrder(order: CustomerOrderInput): Promise<PaymentOrderResponse> {
  return api.post<PaymentOrderResponse>('/api/payment/cashfree-order', order);
}
