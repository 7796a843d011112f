import path from 'node:path';
import compress from '@fastify/compress';
import formBody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/create-db.ts';
import { createAccessTokens } from './features/auth/access-tokens.ts';
import { authRoutes } from './features/auth/auth-routes.ts';
import { createAuthService } from './features/auth/auth-service.ts';
import { catalogRoutes } from './features/catalog/catalog-routes.ts';
import { createProductsRepository } from './features/catalog/products-repository.ts';
import { domainRoutes } from './features/domains/domain-routes.ts';
import { siteRoutes } from './features/marketing/site-routes.ts';
import { quotesRoutes } from './features/quotes/quotes-routes.ts';
import { createQuotesService } from './features/quotes/quotes-service.ts';
import { createFileTransport, createSmtpTransport, type MailTransport } from './mail/mail-transport.ts';
import { createMailWorker, type MailWorker } from './mail/mail-worker.ts';
import { authPlugin } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { healthRoutes } from './plugins/health.ts';
import { logSerializers } from './plugins/log-serializers.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailWorker: MailWorker;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: Database;
  jwtSecret: string;
  /** Defaults to SMTP when configured, else `.eml` files in DATA_DIR/outbox. */
  mailTransport?: MailTransport;
  /** Background workers (mail) run only when true; tests drive them by hand. */
  startWorkers?: boolean;
  logger?: boolean | object;
};

/** Builds the whole application without listening, so tests can use `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, serializers: logSerializers },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurity(app, { globalPerMinute: config.rateLimit.globalPerMinute });
  // Brotli or gzip for the web app's assets and larger API answers.
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(formBody);
  await registerOpenApi(app, { companyName: config.company.name });

  const transport =
    options.mailTransport ??
    (config.smtpUrl
      ? createSmtpTransport(config.smtpUrl)
      : createFileTransport(path.join(config.dataDir, 'outbox')));
  const mailWorker = createMailWorker({ db: database.db, transport, from: config.mailFrom, log: app.log });
  app.decorate('mailWorker', mailWorker);
  if (options.startWorkers) app.addHook('onReady', async () => mailWorker.start());
  app.addHook('onClose', async () => mailWorker.stop());

  const accessTokens = createAccessTokens(options.jwtSecret);
  await app.register(authPlugin, { accessTokens });
  const auth = createAuthService({
    db: database.db,
    config,
    accessTokens,
    onMailQueued: () => mailWorker.kick(),
  });

  await app.register(healthRoutes, { ping: database.ping });
  await app.register(siteRoutes, { prefix: '/api/v1/site', config });
  await app.register(domainRoutes, { prefix: '/api/domains', db: database.db, config });
  await app.register(authRoutes, {
    prefix: '/api/auth',
    auth,
    limits: { perIp: config.rateLimit.authPerIp, perEmail: config.rateLimit.authPerEmail },
  });
  await app.register(catalogRoutes, {
    prefix: '/api/v1/products',
    products: createProductsRepository(database.db),
  });
  await app.register(quotesRoutes, {
    prefix: '/api/v1/quotes',
    quotes: createQuotesService({ db: database.db, config, onMailQueued: () => mailWorker.kick() }),
    perIpPerHour: config.quotes.perIpPerHour,
  });
  await registerWebApp(app, { distDir: config.webDistDir });
  return app;
}
