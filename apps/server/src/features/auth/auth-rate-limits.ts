import { normalizeEmail } from '@app/shared/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http-errors.ts';

const WINDOW = '15 minutes';

/**
 * Two limits on password guessing and mail bombing: per client IP and per target email, so
 * neither many accounts from one address nor one account from many addresses get far. Both
 * run on every request (the plugin's own route hook would stop after the first limiter).
 */
export function credentialRateLimits(
  app: FastifyInstance,
  name: string,
  limits: { perIp: number; perEmail: number },
) {
  const perIp = app.createRateLimit({
    max: limits.perIp,
    timeWindow: WINDOW,
    keyGenerator: (request) => `${name}:ip:${request.ip}`,
  });
  const perEmail = app.createRateLimit({
    max: limits.perEmail,
    timeWindow: WINDOW,
    keyGenerator: (request) => `${name}:email:${emailOf(request.body)}`,
  });
  return async (request: FastifyRequest) => {
    for (const limiter of [perIp, perEmail]) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError(
          429,
          `Too many attempts. Please try again in ${Math.ceil(result.ttlInSeconds / 60)} minutes.`,
          undefined,
          {
            'retry-after': String(result.ttlInSeconds),
          },
        );
      }
    }
  };
}

function emailOf(body: unknown): string {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normalizeEmail(email) : '';
}
