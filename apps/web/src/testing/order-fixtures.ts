import type { SiteInfo } from '@app/shared/marketing';
import type { OrderDetail } from '@app/shared/orders';
import { basicPlan, customer } from './shop-fixtures.ts';

export const ORDER_ID = 'ORD20261122104512K7P2QX';

export const siteInfo: SiteInfo = {
  companyName: 'Navya Web Solutions',
  supportEmail: 'support@navya.example',
  supportPhone: '+91 98765 43210',
  whatsappNumber: '919876543210',
  companyAddress: 'Pune',
  gstin: '27ABCDE1234F1Z5',
  publicUrl: 'http://localhost:3000',
  paymentMode: 'emulator',
};

/** A paid order of the Basic plan with the domain asha.com (₹99/month). */
export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    orderId: ORDER_ID,
    orderDate: '2026-11-22T10:45:12.000Z',
    orderStatus: 'Paid',
    paymentStatus: 'SUCCESS',
    customerName: customer.customerName,
    customerEmail: customer.customerEmail,
    mobile: customer.mobile,
    orderAmount: 5098,
    domain: 'asha.com',
    domainPrice: 99,
    transactionId: '1453002795',
    bankReferenceNumber: '234928698581',
    transactionDate: '2026-11-22T10:47:00.000Z',
    invoiceNumber: 'INV/2026-27/000001',
    products: [
      {
        planTitle: basicPlan.planTitle,
        description: basicPlan.description,
        domainPrice: 0,
        features: basicPlan.features,
      },
      { planTitle: 'asha.com', description: 'Domain registration', domainPrice: 99, features: [] },
    ],
    ...overrides,
  };
}
