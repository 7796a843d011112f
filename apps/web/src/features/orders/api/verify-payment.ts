import type { OrderDetail } from '@app/shared/orders';
import { api } from '../../../lib/api-client.ts';

/** GET /api/payment/cashfree-verify/{orderId}: the server asks the provider and updates the order. */
export function verifyPayment(orderId: string): Promise<OrderDetail> {
  return api.get<OrderDetail>(`/api/payment/cashfree-verify/${encodeURIComponent(orderId)}`);
}
