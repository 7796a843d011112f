import { formatRupees } from '@app/shared/money';
import type { OrderDetail } from '@app/shared/orders';
import { formatOrderDateTime } from '../../../lib/format-ist.ts';
import { DetailList } from './detail-list.tsx';

/** Spec §2 payment confirmation: who paid, for which order, and the bank's references. */
export function OrderSummary({ order }: { order: OrderDetail }) {
  return (
    <DetailList
      details={[
        { label: 'Customer name', value: order.customerName },
        { label: 'Mobile', value: order.mobile },
        { label: 'Email', value: order.customerEmail },
        { label: 'Order ID', value: order.orderId },
        { label: 'Order date', value: formatOrderDateTime(order.orderDate) },
        { label: 'Transaction ID', value: order.transactionId },
        { label: 'Bank reference number', value: order.bankReferenceNumber },
        { label: 'Amount paid (INR)', value: formatRupees(order.orderAmount) },
        {
          label: 'Transaction date',
          value: order.transactionDate ? formatOrderDateTime(order.transactionDate) : null,
        },
      ]}
    />
  );
}
