import type { OrderDetail, OrderStatus } from '@app/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type OrderStatusChange = { orderId: string; orderStatus: OrderStatus; note?: string };

/** PATCH /api/v1/admin/orders/{orderId}: the server records the change and mails the customer. */
export function updateOrderStatus({ orderId, ...change }: OrderStatusChange): Promise<OrderDetail> {
  return api.patch<OrderDetail>(`/api/v1/admin/orders/${encodeURIComponent(orderId)}`, change);
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-orders'] }),
  });
}
