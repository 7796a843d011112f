// lib/zod.ts first: @app/shared/orders builds zod schemas on import, and the CSP forbids eval.
import '../../../lib/zod.ts';
import { ORDER_STATUSES } from '@app/shared/orders';

/** One <option> per order status of the lifecycle (design §3). */
export function OrderStatusOptions() {
  return ORDER_STATUSES.map((status) => (
    <option key={status} value={status}>
      {status}
    </option>
  ));
}

export function isOrderStatus(value: string): value is (typeof ORDER_STATUSES)[number] {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}
