import { formatRupees } from '@app/shared/money';
import type { OrderDetail } from '@app/shared/orders';
import { Table } from 'react-bootstrap';
import { formatOrderDateTime } from '../../../lib/format-ist.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { StatusChangeForm } from './status-change-form.tsx';

/** Every order for the administrator, with a status change per row. */
export function AdminOrdersTable({ orders }: { orders: OrderDetail[] }) {
  return (
    <Table responsive striped className="align-middle">
      <caption className="visually-hidden">Orders, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Order ID</th>
          <th scope="col">Date</th>
          <th scope="col">Customer</th>
          <th scope="col">Product</th>
          <th scope="col">Domain</th>
          <th scope="col">Amount</th>
          <th scope="col">Status</th>
          <th scope="col">Change status</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.orderId}>
            <td className="text-nowrap">{order.orderId}</td>
            <td className="text-nowrap">
              <time dateTime={order.orderDate}>{formatOrderDateTime(order.orderDate)}</time>
            </td>
            <td>
              {order.customerName}
              <br />
              <a href={`mailto:${order.customerEmail}`}>{order.customerEmail}</a>
            </td>
            <td>{order.products[0]?.planTitle}</td>
            <td className="text-break">{order.domain}</td>
            <td className="text-nowrap">{formatRupees(order.orderAmount)}</td>
            <td>
              <OrderStatusBadge status={order.orderStatus} />
            </td>
            <td>
              {/* Keyed by status so the form starts over when the order changes under it. */}
              <StatusChangeForm key={order.orderStatus} order={order} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
