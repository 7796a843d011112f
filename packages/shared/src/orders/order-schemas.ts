import { z } from 'zod';
import { CartSchema } from './cart-schemas.ts';
import { ORDER_ID_PATTERN } from './order-id.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './order-statuses.ts';

export const OrderStatusSchema = z.enum(ORDER_STATUSES);

export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);

export const orderMessages = {
  amountMismatch: 'The amount does not match the current prices. Please review your cart and try again.',
  notFound: 'Order not found',
  paymentProviderDown: 'The payment service is not answering right now. Please try again in a minute.',
  domainTaken: 'This domain has just been registered by someone else. Please choose another domain.',
} as const;

/** Spec §3 "Customer order", sent by Pay Now to POST /api/payment/cashfree-order. */
export const CustomerOrderInputSchema = z.object({
  customerName: z.string().trim().max(100).default(''),
  customerEmail: z.string().trim().max(254).default(''),
  amount: z.number().nonnegative(),
  mobile: z.string().trim().max(20).default(''),
  address: z.string().trim().max(500).default(''),
  products: CartSchema.min(1).max(10),
  orderId: z.string().regex(ORDER_ID_PATTERN, 'Invalid order id'),
  source: z.string().trim().max(253).default(''),
});
export type CustomerOrderInput = z.input<typeof CustomerOrderInputSchema>;

/** Spec §3 "Payment order response". */
export const PaymentOrderResponseSchema = z.object({ paymentSessionId: z.string(), orderId: z.string() });
export type PaymentOrderResponse = z.infer<typeof PaymentOrderResponseSchema>;

export const OrderProductSchema = z.object({
  planTitle: z.string(),
  description: z.string(),
  domainPrice: z.number(),
  features: z.array(z.string()),
});

/** Spec §3 "Order detail"; dates are ISO-8601 strings, amounts rupees. */
export const OrderDetailSchema = z.object({
  orderId: z.string(),
  orderDate: z.string(),
  orderStatus: OrderStatusSchema,
  paymentStatus: PaymentStatusSchema,
  customerName: z.string(),
  customerEmail: z.string(),
  mobile: z.string(),
  orderAmount: z.number(),
  domain: z.string(),
  domainPrice: z.number(),
  transactionId: z.string().nullable(),
  bankReferenceNumber: z.string().nullable(),
  transactionDate: z.string().nullable(),
  /** Assigned once, when the order is paid (e.g. INV/26-27/000042). */
  invoiceNumber: z.string().nullable(),
  products: z.array(OrderProductSchema),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

export const OrderListSchema = z.array(OrderDetailSchema);

export const OrderStatusChangeInputSchema = z.object({
  orderStatus: OrderStatusSchema,
  note: z.string().trim().max(500).optional(),
});

export const AdminOrderListQuerySchema = z.object({
  status: OrderStatusSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(25),
});

export const AdminOrderPageSchema = z.object({
  orders: z.array(OrderDetailSchema),
  totalOrders: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminOrderPage = z.infer<typeof AdminOrderPageSchema>;
