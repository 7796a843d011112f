import { DomainCheckQuerySchema, DomainCheckResultSchema } from '@app/shared/domains';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/create-db.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import type { DomainRegistry } from './domain-registry.ts';
import { createDomainService } from './domain-service.ts';
import { createLocalRegistry } from './local-registry.ts';
import { loadRdapBootstrap, rdapServerResolver } from './rdap-bootstrap.ts';
import { createRdapRegistry } from './rdap-registry.ts';
import type { TldPrices } from './tld-prices-repository.ts';

/** Domain search for the cart; public, since customers search before they sign in. */
export const domainRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config; tldPrices: TldPrices }> = async (
  app,
  { db, config, tldPrices },
) => {
  const registry = await createRegistry(db, config, tldPrices, app.log);
  const domains = createDomainService({ tldPrices, registry });

  app.get(
    '/check',
    {
      // With the rdap provider one search costs up to a dozen registry requests, and registries
      // block clients that ask too often; the local registry is only bound by the global limit.
      config: config.domains.provider === 'rdap' ? { rateLimit: { max: 60, timeWindow: '1 minute' } } : {},
      schema: {
        tags: ['domains'],
        summary: 'Whether a domain can be bought, its monthly price, and available alternatives',
        querystring: DomainCheckQuerySchema,
        response: { 200: DomainCheckResultSchema, ...errorResponses(400, 429, 503) },
      },
    },
    async (request) => domains.check(request.query.name),
  );
};

async function createRegistry(
  db: Db,
  config: Config,
  tldPrices: TldPrices,
  log: FastifyBaseLogger,
): Promise<DomainRegistry> {
  if (config.domains.provider === 'local') return createLocalRegistry(db);
  const bootstrap = await loadRdapBootstrap(config.domains.rdapBootstrapFile);
  // An ending sold but absent from the bootstrap makes every search for it fail; say so early.
  const serverFor = rdapServerResolver(bootstrap);
  const unserved = (await tldPrices.list()).filter(({ tld }) => !serverFor(`example.${tld}`));
  if (unserved.length > 0) {
    log.warn({ tlds: unserved.map(({ tld }) => tld) }, 'the RDAP bootstrap has no server for these endings');
  }
  return createRdapRegistry({ bootstrap, timeoutMs: config.domains.rdapTimeoutMs, log });
}
