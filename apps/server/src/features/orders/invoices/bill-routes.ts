import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../http-errors.ts';
import { errorResponses } from '../../../plugins/openapi.ts';
import type { OrdersService } from '../orders-service.ts';
import { invoiceFileName } from './invoice-pdf.ts';
import type { OrderInvoices } from './order-invoices.ts';

/** GET /api/bill/{orderId}: the GST invoice PDF of a paid order (owner or administrator). */
export const billRoutes: FastifyPluginAsyncZod<{ orders: OrdersService; invoices: OrderInvoices }> = async (
  app,
  { orders, invoices },
) => {
  app.get(
    '/:orderId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['payment'],
        security: [{ bearer: [] }],
        summary: 'The invoice of a paid order, as a PDF attachment',
        params: z.object({ orderId: z.string().min(1).max(64) }),
        // The PDF bytes go out as they are; Fastify never serialises a Buffer.
        response: { 200: z.any().describe('application/pdf'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const order = await orders.ownedRow(request.params.orderId, request.user);
      if (!order.invoiceNumber) throw notFound('There is no invoice yet: the order is not paid.');
      const pdf = await invoices.pdfFor({ ...order, invoiceNumber: order.invoiceNumber });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoiceFileName(order.orderId)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
