import { formatRupees } from '@app/shared/money';
import type { OrderDetail } from '@app/shared/orders';
import { dashboardRow, hasInvoice } from '@app/shared/orders/dashboard-row';
import { webRoutes } from '@app/shared/routes';
import { Table } from 'react-bootstrap';
import { generatePath, Link } from 'react-router';
import { formatOrderDate } from '../../../lib/format-ist.ts';
import { formatMonthlyPrice } from '../../../lib/monthly-price.ts';
import { InvoiceButton } from './invoice-button.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** The customer's orders as spec §3 dashboard rows, each linking to its confirmation page. */
export function OrdersTable({ orders }: { orders: OrderDetail[] }) {
  return (
    <Table responsive striped className="align-middle">
      <caption className="visually-hidden">Your orders, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Product Price</th>
          <th scope="col">Domain</th>
          <th scope="col">Domain Price</th>
          <th scope="col">Amount Paid</th>
          <th scope="col">Order Date</th>
          <th scope="col">Status</th>
          <th scope="col">Invoice</th>
        </tr>
      </thead>
      <tbody>
        {orders.map(dashboardRow).map((row) => (
          <tr key={row.orderId}>
            <td>
              <Link to={generatePath(webRoutes.paymentDetails, { orderId: row.orderId })}>
                {row.product || row.orderId}
              </Link>
            </td>
            <td className="text-nowrap">{formatRupees(row.productPrice)}</td>
            <td className="text-break">{row.domain}</td>
            <td className="text-nowrap">{formatMonthlyPrice(row.domainPrice)}</td>
            <td className="text-nowrap">{formatRupees(row.amountPaid)}</td>
            <td className="text-nowrap">
              <time dateTime={row.orderDate}>{formatOrderDate(row.orderDate)}</time>
            </td>
            <td>
              <OrderStatusBadge status={row.status} />
            </td>
            <td>
              {hasInvoice(row.status) ? (
                <InvoiceButton orderId={row.orderId} />
              ) : (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="visually-hidden">No invoice yet</span>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
