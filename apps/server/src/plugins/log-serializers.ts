import type { FastifyRequest } from 'fastify';

/** Query parameters whose values must never reach the logs (password-reset links carry one). */
const SECRET_PARAMS = ['token', 'refreshToken'];

export function redactUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  if (!query) return url;
  const params = new URLSearchParams(query);
  for (const name of SECRET_PARAMS) if (params.has(name)) params.set(name, '[redacted]');
  return `${path}?${params.toString()}`;
}

export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  }),
};
