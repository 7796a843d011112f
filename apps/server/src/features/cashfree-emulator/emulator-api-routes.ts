import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/create-db.ts';
import { EmulatorError, orderNotFound } from './emulator-errors.ts';
import { createOrder, getOrder } from './emulator-orders.ts';
import { createRefund } from './emulator-refunds.ts';
import { emulatorRepository } from './emulator-repository.ts';
import {
  CreateOrderInputSchema,
  CreateRefundInputSchema,
  errorBodies,
  OrderEntitySchema,
  OrderIdParamsSchema,
  PaymentEntitySchema,
  RefundEntitySchema,
} from './emulator-schemas.ts';

export type EmulatorApiOptions = { db: Db; appId: string; secretKey: string };

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

// Compares digests, so neither the length nor the content of the secret leaks through timing.
function matches(given: string | undefined, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

/** The part of Cashfree's PG REST API (contract A.0–A.7) the adapter uses, under `/pg`. */
export const emulatorApiRoutes: FastifyPluginAsyncZod<EmulatorApiOptions> = async (app, options) => {
  const { db } = options;
  // The emulator stands in for a third party; it is not part of this product's documented API.
  const hide = true;

  app.addHook('onRequest', async (request, reply) => {
    for (const name of ['x-request-id', 'x-api-version', 'x-idempotency-key']) {
      const value = header(request, name);
      if (value) reply.header(name, value);
    }
    if (
      !matches(header(request, 'x-client-id'), options.appId) ||
      !matches(header(request, 'x-client-secret'), options.secretKey)
    ) {
      throw new EmulatorError(401, 'request_failed', 'authentication Failed', 'authentication_error');
    }
    if (!header(request, 'x-api-version')) {
      throw new EmulatorError(400, 'x-api-version_missing', 'x-api-version : is missing in the request');
    }
  });

  app.post(
    '/orders',
    {
      schema: {
        hide,
        body: CreateOrderInputSchema,
        response: { 200: OrderEntitySchema, ...errorBodies(400, 401, 409, 422) },
      },
    },
    async (request, reply) => {
      const key = header(request, 'x-idempotency-key');
      const { order, replayed } = await createOrder(db, request.body, key);
      if (key) reply.header('x-idempotency-replayed', String(replayed));
      return order;
    },
  );

  app.get(
    '/orders/:orderId',
    {
      schema: {
        hide,
        params: OrderIdParamsSchema,
        response: { 200: OrderEntitySchema, ...errorBodies(401, 404) },
      },
    },
    async (request) => {
      const order = await getOrder(db, request.params.orderId);
      if (!order) throw orderNotFound();
      return order;
    },
  );

  app.get(
    '/orders/:orderId/payments',
    {
      schema: {
        hide,
        params: OrderIdParamsSchema,
        response: { 200: z.array(PaymentEntitySchema), ...errorBodies(401, 404) },
      },
    },
    async (request) => {
      if (!(await emulatorRepository.findOrder(db, request.params.orderId))) throw orderNotFound();
      return emulatorRepository.listPayments(db, request.params.orderId);
    },
  );

  app.post(
    '/orders/:orderId/refunds',
    {
      schema: {
        hide,
        params: OrderIdParamsSchema,
        body: CreateRefundInputSchema,
        response: { 200: RefundEntitySchema, ...errorBodies(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const key = header(request, 'x-idempotency-key');
      const { refund, replayed } = await createRefund(db, request.params.orderId, request.body, key);
      if (key) reply.header('x-idempotency-replayed', String(replayed));
      return refund;
    },
  );
};
