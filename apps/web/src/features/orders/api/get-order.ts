import type { OrderDetail } from '@app/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/payment/cashfree-get/{orderId}: one order of the caller (404 when not theirs). */
export function getOrder(orderId: string): Promise<OrderDetail> {
  return api.get<OrderDetail>(`/api/payment/cashfree-get/${encodeURIComponent(orderId)}`);
}

export function getOrderQueryOptions(orderId: string) {
  return queryOptions({ queryKey: ['orders', 'detail', orderId], queryFn: () => getOrder(orderId) });
}

export function useOrder(orderId: string) {
  return useQuery(getOrderQueryOptions(orderId));
}
