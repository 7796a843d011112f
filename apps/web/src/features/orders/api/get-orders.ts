import type { OrderDetail } from '@app/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/payment/order-status: the signed-in customer's orders, newest first. */
export async function getOrders(): Promise<OrderDetail[]> {
  const orders = await api.get<unknown>('/api/payment/order-status');
  // A table of something else would only render nonsense; treat it as a failed fetch.
  if (!Array.isArray(orders)) throw new Error('The order list was not a list');
  return orders as OrderDetail[];
}

export function getOrdersQueryOptions() {
  return queryOptions({ queryKey: ['orders', 'mine'], queryFn: getOrders });
}

export function useOrders() {
  return useQuery(getOrdersQueryOptions());
}
