import {
  QuoteCreatedSchema,
  QuoteInputSchema,
  QuoteListQuerySchema,
  QuotePageSchema,
} from '@app/shared/quotes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/openapi.ts';
import type { QuotesService } from './quotes-service.ts';

export const quotesRoutes: FastifyPluginAsyncZod<{ quotes: QuotesService; perIpPerHour: number }> = async (
  app,
  { quotes, perIpPerHour },
) => {
  const tags = ['quotes'];

  app.post(
    '/',
    {
      // Each request mails two people; a tight per-IP limit keeps the form from being a spam relay.
      config: { rateLimit: { max: perIpPerHour, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary: 'Request a quote for a custom website (mails the administrator and the customer)',
        body: QuoteInputSchema,
        response: { 201: QuoteCreatedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await quotes.request(request.body)),
  );

  app.get(
    '/',
    {
      preHandler: app.requireUserType('ADMIN'),
      schema: {
        tags,
        summary: 'Quote requests, newest first (administrator)',
        security: [{ bearer: [] }],
        querystring: QuoteListQuerySchema,
        response: { 200: QuotePageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => quotes.list(request.query.page, request.query.size),
  );
};
