import type { AdminOrderPage, OrderStatus } from '@app/shared/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const ADMIN_ORDERS_PAGE_SIZE = 25;

export type AdminOrderFilter = { status: OrderStatus | null; page: number };

/** GET /api/v1/admin/orders (administrator): every order, newest first, optionally by status. */
export function getAdminOrders({ status, page }: AdminOrderFilter, size = ADMIN_ORDERS_PAGE_SIZE) {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  if (status) query.set('status', status);
  return api.get<AdminOrderPage>(`/api/v1/admin/orders?${query}`);
}

export function getAdminOrdersQueryOptions(filter: AdminOrderFilter) {
  return queryOptions({
    queryKey: ['admin-orders', filter],
    queryFn: () => getAdminOrders(filter),
    // Keeps the current rows on screen while the next page loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrders(filter: AdminOrderFilter) {
  return useQuery(getAdminOrdersQueryOptions(filter));
}
