import { ProductListSchema } from '@app/shared/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/openapi.ts';
import type { ProductsRepository } from './products-repository.ts';

export const catalogRoutes: FastifyPluginAsyncZod<{ products: ProductsRepository }> = async (
  app,
  { products },
) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The plans on sale, in catalogue order (prices in rupees, one-time)',
        response: { 200: ProductListSchema, ...errorResponses(500) },
      },
    },
    async (_request, reply) => {
      // Public and identical for everyone: browsers and proxies may keep it briefly.
      reply.header('cache-control', 'public, max-age=60');
      return products.list();
    },
  );
};
