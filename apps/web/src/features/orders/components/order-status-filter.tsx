import type { OrderStatus } from '@app/shared/orders';
import { Form } from 'react-bootstrap';
import { isOrderStatus, OrderStatusOptions } from './order-status-options.tsx';

type OrderStatusFilterProps = { value: OrderStatus | null; onChange: (status: OrderStatus | null) => void };

/** Narrows the administrator's order list to one status, or shows all. */
export function OrderStatusFilter({ value, onChange }: OrderStatusFilterProps) {
  return (
    <Form.Group controlId="order-status-filter" className="d-flex align-items-center gap-2 mb-3">
      <Form.Label className="mb-0 text-nowrap">Filter by status</Form.Label>
      <Form.Select
        className="w-auto"
        value={value ?? ''}
        onChange={(event) => onChange(isOrderStatus(event.target.value) ? event.target.value : null)}
      >
        <option value="">All</option>
        <OrderStatusOptions />
      </Form.Select>
    </Form.Group>
  );
}
