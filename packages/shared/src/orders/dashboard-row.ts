import type { OrderDetail } from './order-schemas.ts';
import type { OrderStatus } from './order-statuses.ts';

/** Spec §3 "Dashboard order row": only the first product of an order is shown. */
export type DashboardOrderRow = {
  orderId: string;
  orderDate: string;
  product: string;
  productPrice: number;
  domain: string;
  domainPrice: number;
  amountPaid: number;
  status: OrderStatus;
};

/** Derives the row; product price is the order amount minus the domain price (in paise). */
export function dashboardRow(order: OrderDetail): DashboardOrderRow {
  return {
    orderId: order.orderId,
    orderDate: order.orderDate,
    product: order.products[0]?.planTitle ?? '',
    productPrice: (Math.round(order.orderAmount * 100) - Math.round(order.domainPrice * 100)) / 100,
    domain: order.domain,
    domainPrice: order.domainPrice,
    amountPaid: order.orderAmount,
    status: order.orderStatus,
  };
}

export type BadgeColour = 'green' | 'yellow' | 'red';

/** Spec §4 badge colours; the spec also names the upper-case 'PAID'. */
export function statusBadgeColour(status: string): BadgeColour {
  if (['Paid', 'PAID', 'InProgress', 'Complete'].includes(status)) return 'green';
  if (['Failed', 'Canceled'].includes(status)) return 'red';
  return 'yellow';
}

/** Spec §2/§4: the Bill link shows only for Paid or PAID. */
export function hasInvoice(status: string): boolean {
  return status === 'Paid' || status === 'PAID';
}
