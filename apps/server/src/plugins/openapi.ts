import { ErrorBodySchema } from '@app/shared/api';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Response schemas for the error statuses a route can answer, for validation and docs. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema]));
}

export async function registerOpenApi(app: FastifyInstance, options: { companyName: string }) {
  await app.register(swagger, {
    openapi: {
      info: { title: `${options.companyName} API`, version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
