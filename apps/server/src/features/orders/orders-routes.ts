import {
  CustomerOrderInputSchema,
  OrderDetailSchema,
  OrderListSchema,
  PaymentOrderResponseSchema,
} from '@app/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/openapi.ts';
import type { OrdersService } from './orders-service.ts';

const OrderIdParamSchema = z.object({ orderId: z.string().min(1).max(64) });

/** The payment calls of spec §7 under /api/payment, provider segment `cashfree` (design §3). */
export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  const tags = ['payment'];
  const security = [{ bearer: [] }];

  app.post(
    '/cashfree-order',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Create the order and its Cashfree payment session (amount computed by the server)',
        body: CustomerOrderInputSchema,
        response: { 200: PaymentOrderResponseSchema, ...errorResponses(400, 401, 404, 409, 422, 502) },
      },
    },
    async (request) => orders.createPaymentOrder(request.user, request.body),
  );

  app.get(
    '/cashfree-verify/:orderId',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Ask Cashfree for the order's payments, update it, and answer its detail",
        params: OrderIdParamSchema,
        response: { 200: OrderDetailSchema, ...errorResponses(401, 404, 502) },
      },
    },
    async (request) => orders.verify(request.params.orderId, request.user),
  );

  app.get(
    '/cashfree-get/:orderId',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Order detail (owner or administrator)',
        params: OrderIdParamSchema,
        response: { 200: OrderDetailSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => orders.get(request.params.orderId, request.user),
  );

  app.get(
    '/order-status',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's orders, newest first (administrator: every order, up to 1000)",
        response: { 200: OrderListSchema, ...errorResponses(401) },
      },
    },
    async (request) => orders.list(request.user),
  );
};
