import type { OrderDetail } from '@app/shared/orders';
import { adminStatusChanges } from '@app/shared/orders/statuses';
import { type FormEvent, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.tsx';
import { useUpdateOrderStatus } from '../api/update-order-status.ts';
import { isOrderStatus, OrderStatusOptions } from './order-status-options.tsx';

export const STATUS_UPDATED = 'Order status updated';

/** One order's status change with an optional note; the server mails the customer. */
export function StatusChangeForm({ order }: { order: OrderDetail }) {
  const [status, setStatus] = useState(order.orderStatus);
  const [note, setNote] = useState('');
  const update = useUpdateOrderStatus();
  // Only the changes the server allows from this status (Paid is never set by hand).
  const allowed = adminStatusChanges(order.orderStatus);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = note.trim();
    update.mutate(
      { orderId: order.orderId, orderStatus: status, ...(trimmed ? { note: trimmed } : {}) },
      {
        onSuccess: () => notify.success(STATUS_UPDATED),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };

  if (allowed.length === 0) return <span className="text-body-secondary small">No further changes</span>;

  return (
    <Form onSubmit={onSubmit} aria-label={`Change status of ${order.orderId}`} className="d-flex gap-2">
      <Form.Select
        size="sm"
        className="w-auto"
        aria-label="New status"
        value={status}
        onChange={(event) => isOrderStatus(event.target.value) && setStatus(event.target.value)}
      >
        <OrderStatusOptions statuses={[order.orderStatus, ...allowed]} />
      </Form.Select>
      <Form.Control
        size="sm"
        aria-label="Note (optional)"
        placeholder="Note (optional)"
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button type="submit" size="sm" disabled={update.isPending || status === order.orderStatus}>
        Save
      </Button>
    </Form>
  );
}
