import { ORDER_STATUSES, type OrderStatus } from '@app/shared/orders/statuses';

/** One <option> per status given (default: every status of the lifecycle, design §3). */
export function OrderStatusOptions({ statuses = ORDER_STATUSES }: { statuses?: readonly OrderStatus[] }) {
  return statuses.map((status) => (
    <option key={status} value={status}>
      {status}
    </option>
  ));
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}
