import {
  AdminOrderListQuerySchema,
  AdminOrderPageSchema,
  OrderDetailSchema,
  OrderStatusChangeInputSchema,
} from '@app/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/openapi.ts';
import type { OrdersService } from './orders-service.ts';

export const adminOrdersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  const tags = ['orders (administrator)'];
  const security = [{ bearer: [] }];
  app.addHook('preHandler', app.requireUserType('ADMIN'));

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Every order, newest first, optionally of one status',
        querystring: AdminOrderListQuerySchema,
        response: { 200: AdminOrderPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => orders.adminPage(request.query),
  );

  app.patch(
    '/:orderId',
    {
      schema: {
        tags,
        security,
        summary: "Change an order's status; the customer is mailed",
        params: z.object({ orderId: z.string().min(1).max(64) }),
        body: OrderStatusChangeInputSchema,
        response: { 200: OrderDetailSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => orders.changeStatus(request.user, request.params.orderId, request.body),
  );
};
