import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from './error-handler.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  const StatusSchema = z.object({ status: z.string() });

  app.get(
    '/healthz',
    { config: { rateLimit: false }, schema: { tags: ['health'], response: { 200: StatusSchema } } },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/readyz',
    { config: { rateLimit: false }, schema: { tags: ['health'], response: { 200: StatusSchema } } },
    async (request, reply) => {
      try {
        await ping();
        return { status: 'ready' };
      } catch (error) {
        request.log.warn({ err: error }, 'database not ready');
        return sendError(reply, 503, 'The database is not answering.');
      }
    },
  );
};
