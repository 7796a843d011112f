import { ProductListSchema } from '@app/shared/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkedJson, sendCheckedJson } from '../../checked-json.ts';
import { readOnce } from '../../db/read-once.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import type { ProductsRepository } from './products-repository.ts';

export const catalogRoutes: FastifyPluginAsyncZod<{ products: ProductsRepository }> = async (
  app,
  { products },
) => {
  // Every page view asks for it and it changes only by migration: made into JSON once.
  const productsJson = readOnce(async () => checkedJson(ProductListSchema, await products.list()));

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
      return sendCheckedJson(reply, await productsJson());
    },
  );
};
