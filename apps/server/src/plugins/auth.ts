import type { AccessClaims, UserType } from '@app/shared/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessTokens } from '../features/auth/access-tokens.ts';
import { forbidden, unauthorized } from '../http-errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`; routes that use it can rely on it. */
    user: AccessClaims;
  }
  interface FastifyInstance {
    accessTokens: AccessTokens;
    authenticate: (request: FastifyRequest) => Promise<void>;
    requireUserType: (...types: UserType[]) => (request: FastifyRequest) => Promise<void>;
  }
}

/** Bearer access tokens: `authenticate` answers 401 without a valid one, `requireUserType` 403. */
export const authPlugin = fp(async (app: FastifyInstance, options: { accessTokens: AccessTokens }) => {
  app.decorate('accessTokens', options.accessTokens);
  app.decorateRequest('user', null as unknown as AccessClaims);

  const authenticate = async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    const claims = match?.[1] ? await options.accessTokens.verify(match[1].trim()) : undefined;
    if (!claims) throw unauthorized();
    request.user = claims;
  };

  app.decorate('authenticate', authenticate);
  app.decorate('requireUserType', (...types: UserType[]) => async (request: FastifyRequest) => {
    await authenticate(request);
    if (!types.includes(request.user.userType)) throw forbidden();
  });
});
