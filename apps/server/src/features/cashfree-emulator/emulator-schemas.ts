import { isWholePaise } from '@app/shared/money';
import { z } from 'zod';
import type {
  CreateOrderRequest,
  CreateRefundRequest,
  OrderEntity,
  PaymentEntity,
  RefundEntity,
} from '../orders/cashfree/cashfree-types.ts';

// Where Cashfree's rule is loose or unverified (contract A.1), the emulator takes the stricter
// reading, so what passes here also passes the real sandbox.
const id = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'only letters, digits, _ and - are allowed');
const rupees = (min: number) =>
  z.number().min(min).refine(isWholePaise, 'at most 2 decimals are allowed (whole paise)');
const webUrl = z.url({ protocol: /^https?$/ }).max(250);

export const CreateOrderInputSchema = z.object({
  order_id: id(3, 45).optional(),
  order_amount: rupees(1),
  order_currency: z.literal('INR'),
  customer_details: z.object({
    customer_id: z
      .string()
      .min(3)
      .max(50)
      .regex(/^[A-Za-z0-9_]+$/, 'only letters, digits and _ are allowed'),
    customer_phone: z.string().regex(/^\d{10}$/, 'must be exactly 10 digits'),
    customer_email: z.string().min(3).max(100).optional(),
    customer_name: z.string().min(3).max(100).optional(),
  }),
  order_meta: z
    .object({
      return_url: webUrl.optional(),
      // Real Cashfree wants https; the emulator also takes http so it can call a local app.
      notify_url: webUrl.optional(),
      payment_methods: z.string().optional(),
    })
    .optional(),
  order_note: z.string().min(3).max(200).optional(),
  order_tags: z
    .record(z.string(), z.string().min(1).max(255))
    .refine((tags) => Object.keys(tags).length <= 10, 'at most 10 tags are allowed')
    .optional(),
  order_expiry_time: z.iso.datetime({ offset: true }).optional(),
});
export type CreateOrderInput = z.infer<typeof CreateOrderInputSchema>;

export const CreateRefundInputSchema = z.object({
  refund_amount: rupees(0.01),
  refund_id: id(3, 40),
  refund_note: z.string().min(3).max(100).optional(),
  refund_speed: z.enum(['STANDARD', 'INSTANT']).optional(),
});

export const OrderIdParamsSchema = z.object({ orderId: z.string().min(1).max(100) });

const CustomerDetailsSchema = z.object({
  customer_id: z.string(),
  customer_phone: z.string(),
  customer_email: z.string().optional(),
  customer_name: z.string().optional(),
});

export const OrderEntitySchema = z.object({
  cf_order_id: z.string(),
  order_id: z.string(),
  entity: z.literal('order'),
  order_currency: z.string(),
  order_amount: z.number(),
  order_status: z.enum(['ACTIVE', 'PAID', 'EXPIRED', 'TERMINATED', 'TERMINATION_REQUESTED']),
  payment_session_id: z.string(),
  order_expiry_time: z.string(),
  order_note: z.string().nullable(),
  created_at: z.string(),
  customer_details: CustomerDetailsSchema,
  order_meta: z.object({
    return_url: z.string().nullable(),
    notify_url: z.string().nullable(),
    payment_methods: z.string().nullable(),
  }),
  order_tags: z.record(z.string(), z.string()).nullable(),
});

export const PaymentEntitySchema = z.object({
  cf_payment_id: z.string(),
  order_id: z.string(),
  entity: z.literal('payment'),
  payment_status: z.enum([
    'SUCCESS',
    'FAILED',
    'PENDING',
    'USER_DROPPED',
    'NOT_ATTEMPTED',
    'CANCELLED',
    'VOID',
  ]),
  payment_amount: z.number(),
  payment_currency: z.string(),
  order_amount: z.number(),
  payment_time: z.string(),
  payment_completion_time: z.string().nullable(),
  payment_message: z.string().nullable(),
  bank_reference: z.string().nullable(),
  auth_id: z.string().nullable(),
  is_captured: z.boolean(),
  payment_group: z.string(),
  payment_method: z.record(z.string(), z.unknown()),
  error_details: z
    .object({
      error_code: z.string(),
      error_description: z.string(),
      error_reason: z.string(),
      error_source: z.string(),
    })
    .nullable(),
});

export const RefundEntitySchema = z.object({
  cf_refund_id: z.string(),
  cf_payment_id: z.string(),
  refund_id: z.string(),
  order_id: z.string(),
  refund_amount: z.number(),
  refund_currency: z.string(),
  refund_status: z.enum(['SUCCESS', 'PENDING', 'CANCELLED', 'ONHOLD', 'FAILED']),
  refund_note: z.string().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
});

export const CashfreeErrorBodySchema = z.object({ message: z.string(), code: z.string(), type: z.string() });

/** Error statuses a route can answer, each with Cashfree's error body. */
export const errorBodies = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, CashfreeErrorBodySchema]));

// Compile-time guards: the schemas accept what the adapter sends and give what it expects.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type SchemaChecks = [
  Assert<CreateOrderRequest extends z.input<typeof CreateOrderInputSchema> ? true : false>,
  Assert<CreateRefundRequest extends z.input<typeof CreateRefundInputSchema> ? true : false>,
  Assert<Same<z.infer<typeof OrderEntitySchema>, OrderEntity>>,
  Assert<Same<z.infer<typeof PaymentEntitySchema>, PaymentEntity>>,
  Assert<Same<z.infer<typeof RefundEntitySchema>, RefundEntity>>,
];
