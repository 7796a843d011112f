import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/openapi.ts';
import type { createWebhookHandler } from './payment-webhook.ts';

/**
 * POST /api/payment/cashfree-webhook. Its own plugin so that only here JSON stays a raw string:
 * the signature covers the exact bytes, and re-serialising changes 170.00 into 170.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{
  handle: ReturnType<typeof createWebhookHandler>;
}> = async (app, { handle }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/cashfree-webhook',
    {
      schema: {
        tags: ['payment'],
        summary: 'Cashfree payment notifications (signed; the order is re-read from Cashfree)',
        response: { 200: z.object({ status: z.string() }), ...errorResponses(400, 401, 502) },
      },
    },
    async (request) => ({ status: await handle(String(request.body ?? ''), request.headers) }),
  );
};
