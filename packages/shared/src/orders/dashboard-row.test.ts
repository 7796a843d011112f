import { describe, expect, it } from 'vitest';
import { dashboardRow, hasInvoice, statusBadgeColour } from './dashboard-row.ts';
import type { OrderDetail } from './order-schemas.ts';

const order: OrderDetail = {
  orderId: 'ORD20261122104512K7P2QX',
  orderDate: '2026-11-22T10:45:12.000Z',
  orderStatus: 'Paid',
  paymentStatus: 'SUCCESS',
  customerName: 'Asha Rao',
  customerEmail: 'asha@example.in',
  mobile: '9876543210',
  orderAmount: 5098.1,
  domain: 'asha.com',
  domainPrice: 99.1,
  transactionId: '1453002795',
  bankReferenceNumber: '234928698581',
  transactionDate: '2026-11-22T10:47:00.000Z',
  invoiceNumber: 'INV/26-27/000001',
  products: [
    { planTitle: 'Basic — Starter Website', description: 'd', domainPrice: 0, features: [] },
    { planTitle: 'asha.com', description: 'Domain', domainPrice: 99.1, features: [] },
  ],
};

describe('dashboardRow', () => {
  it('shows the first product and splits the amount into product and domain', () => {
    expect(dashboardRow(order)).toEqual({
      orderId: order.orderId,
      orderDate: order.orderDate,
      product: 'Basic — Starter Website',
      productPrice: 4999,
      domain: 'asha.com',
      domainPrice: 99.1,
      amountPaid: 5098.1,
      status: 'Paid',
    });
  });

  it('copes with an order without products', () => {
    expect(dashboardRow({ ...order, products: [] }).product).toBe('');
  });
});

describe('statusBadgeColour', () => {
  it.each([
    ['Paid', 'green'],
    ['PAID', 'green'],
    ['InProgress', 'green'],
    ['Complete', 'green'],
    ['Pending', 'yellow'],
    ['OnHold', 'yellow'],
    ['Failed', 'red'],
    ['Canceled', 'red'],
  ])('%s is %s', (status, colour) => {
    expect(statusBadgeColour(status)).toBe(colour);
  });
});

describe('hasInvoice', () => {
  it.each([
    ['Paid', true],
    ['PAID', true],
    ['InProgress', false],
    ['Complete', false],
    ['Pending', false],
  ])('%s → %s', (status, expected) => {
    expect(hasInvoice(status)).toBe(expected);
  });
});
