import path from 'node:path';
import compress from '@fastify/compress';
import formBody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/create-db.ts';
import { createEmbeddedMaintenance } from './db/embedded-maintenance.ts';
import { createAccessTokens } from './features/auth/access-tokens.ts';
import { authRoutes } from './features/auth/auth-routes.ts';
import { createAuthService } from './features/auth/auth-service.ts';
import { cashfreeEmulator } from './features/cashfree-emulator/emulator-routes.ts';
import { emulatorBaseUrl } from './features/cashfree-emulator/emulator-url.ts';
import { catalogRoutes } from './features/catalog/catalog-routes.ts';
import { createProductsRepository } from './features/catalog/products-repository.ts';
import { domainRoutes } from './features/domains/domain-routes.ts';
import { createTldPrices, type TldPrices } from './features/domains/tld-prices-repository.ts';
import { registerEmi } from './features/emi/register-emi.ts';
import type { LinkThumbnails } from './features/links/link-thumbnails.ts';
import { registerLinks } from './features/links/register-links.ts';
import { siteInfoOf, siteRoutes } from './features/marketing/site-routes.ts';
import { adminOrdersRoutes } from './features/orders/admin-orders-routes.ts';
import { cashfreeBaseUrl, createCashfreeClient } from './features/orders/cashfree/cashfree-client.ts';
import { billRoutes } from './features/orders/invoices/bill-routes.ts';
import { createOrderInvoices } from './features/orders/invoices/order-invoices.ts';
import { orderPaidMail } from './features/orders/order-mails.ts';
import { createOrdersRepository } from './features/orders/orders-repository.ts';
import { ordersRoutes } from './features/orders/orders-routes.ts';
import { createOrdersService } from './features/orders/orders-service.ts';
import { createPaymentSweep, type PaymentSweep } from './features/orders/payment-sweep.ts';
import { createPaymentSync } from './features/orders/payment-sync.ts';
import { createWebhookHandler } from './features/orders/payment-webhook.ts';
import { webhookRoutes } from './features/orders/webhook-routes.ts';
import { quotesRoutes } from './features/quotes/quotes-routes.ts';
import { createQuotesService } from './features/quotes/quotes-service.ts';
import { releaseMail } from './mail/mail-queue.ts';
import { createFileTransport, createSmtpTransport, type MailTransport } from './mail/mail-transport.ts';
import { createMailWorker, type MailWorker } from './mail/mail-worker.ts';
import { authPlugin } from './plugins/auth.ts';
import { loadCriticalCss } from './plugins/critical-css.ts';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler.ts';
import { closeConnectionsGracefully, loopbackWhileClosing } from './plugins/graceful-close.ts';
import { healthRoutes } from './plugins/health.ts';
import { logSerializers } from './plugins/log-serializers.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { rejectNulCharacters } from './plugins/reject-nul.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { createLocalStorage, type FileStorage } from './storage/file-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailWorker: MailWorker;
    paymentSweep: PaymentSweep;
    linkThumbnails: LinkThumbnails;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: Database;
  jwtSecret: string;
  /** Defaults to SMTP when configured, else `.eml` files in DATA_DIR/outbox. */
  mailTransport?: MailTransport;
  /** Defaults to local disk under DATA_DIR/files; tests pass one that fails on purpose. */
  storage?: FileStorage;
  /** Background workers (mail) run only when true; tests drive them by hand. */
  startWorkers?: boolean;
  logger?: boolean | object;
  /** Sees every route as it registers; the bad-input sweep test enumerates the API with it. */
  onRoute?: (route: RouteOptions) => void;
};

/** Builds the whole application without listening, so tests can use `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, serializers: logSerializers },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A request that reaches a kept-alive connection while the server closes is still served
    // (with `Connection: close`), not refused: see plugins/graceful-close.ts.
    return503OnClosing: false,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  rejectNulCharacters(app);
  closeConnectionsGracefully(app);

  const criticalCss = loadCriticalCss(config.webDistDir);
  await registerSecurity(app, {
    globalPerMinute: config.rateLimit.globalPerMinute,
    paymentMode: config.payment.mode,
    inlineStyles: criticalCss ? [criticalCss.cspSource] : [],
  });
  // Brotli or gzip for the web app's assets and larger API answers.
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(formBody);
  await registerOpenApi(app, { companyName: config.company.name });

  const transport =
    options.mailTransport ??
    (config.smtpUrl
      ? createSmtpTransport(config.smtpUrl)
      : createFileTransport(path.join(config.dataDir, 'outbox')));
  const storage = options.storage ?? createLocalStorage(path.join(config.dataDir, 'files'));
  const mailWorker = createMailWorker({
    db: database.db,
    transport,
    from: config.mailFrom,
    log: app.log,
    loadAttachment: async (key) => {
      const bytes = await storage.get(key);
      if (!bytes) throw new Error(`attachment ${key} is not in storage yet`);
      return bytes;
    },
  });
  app.decorate('mailWorker', mailWorker);
  if (options.startWorkers) app.addHook('onReady', async () => mailWorker.start());
  if (options.startWorkers && database.kind === 'pglite') {
    const maintenance = createEmbeddedMaintenance({ db: database.db, log: app.log });
    app.addHook('onReady', async () => maintenance.start());
    app.addHook('onClose', () => maintenance.stop());
  }
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
  // One cached TLD table serves the domain search and the order pricing.
  const tldPrices = createTldPrices(database.db);
  await app.register(domainRoutes, { prefix: '/api/domains', db: database.db, config, tldPrices });
  await app.register(authRoutes, {
    prefix: '/api/auth',
    auth,
    limits: { perIp: config.rateLimit.authPerIp, perEmail: config.rateLimit.authPerEmail },
  });
  const products = createProductsRepository(database.db);
  await app.register(catalogRoutes, { prefix: '/api/v1/products', products });
  await app.register(quotesRoutes, {
    prefix: '/api/v1/quotes',
    quotes: createQuotesService({ db: database.db, config, onMailQueued: () => mailWorker.kick() }),
    perIpPerHour: config.quotes.perIpPerHour,
  });
  await registerLinks(app, { database, config });
  await registerEmi(app, { db: database.db, config, storage, startWorkers: options.startWorkers });
  await registerOrders(app, {
    config,
    database,
    storage,
    products,
    tldPrices,
    kickMail: () => mailWorker.kick(),
    startWorkers: options.startWorkers,
  });
  await registerWebApp(app, {
    distDir: config.webDistDir,
    siteInfo: siteInfoOf(config),
    products,
    criticalCss,
  });
  return app;
}

/** Payments, orders and (in emulator mode) the Cashfree emulator the adapter talks to. */
async function registerOrders(
  app: FastifyInstance,
  options: {
    config: Config;
    database: Database;
    storage: FileStorage;
    products: ReturnType<typeof createProductsRepository>;
    tldPrices: TldPrices;
    kickMail: () => void;
    startWorkers: boolean | undefined;
  },
) {
  const { config, database } = options;
  const { mode, appId, secretKey, apiVersion } = config.payment;
  if (mode === 'emulator') {
    await app.register(cashfreeEmulator, { prefix: '/emulator/cashfree', db: database.db, config });
  }
  const loopback = mode === 'emulator' ? loopbackWhileClosing(app) : () => undefined;
  const cashfree = createCashfreeClient({
    // The emulator is this very server, reached over HTTP like Cashfree would be (while the
    // server closes, through a private listener that outlives the public one).
    baseUrl:
      mode === 'emulator'
        ? () => {
            const origin = loopback();
            return origin ? `${origin}/emulator/cashfree/pg` : emulatorBaseUrl(app);
          }
        : cashfreeBaseUrl(mode),
    appId,
    secretKey,
    apiVersion,
    log: app.log,
  });
  const repo = createOrdersRepository();
  const dashboardUrl = `${config.publicUrl}/dashboard`;
  const invoices = createOrderInvoices({ storage: options.storage, config });
  const sync = createPaymentSync({
    db: database.db,
    cashfree,
    repo,
    log: app.log,
    paidMail: (order) => orderPaidMail(order, config.company, dashboardUrl),
    // The confirmation mail carries the invoice: render it, then let the mail go.
    onPaid: (order, paidMailId) => {
      const rendering = invoices
        .pdfFor(order)
        .then(() => releaseMail(database.db, paidMailId))
        .then(() => options.kickMail())
        .catch((error: unknown) =>
          app.log.error({ err: error, orderId: order.orderId }, 'invoice not rendered'),
        )
        .finally(() => renderingInvoices.delete(rendering));
      renderingInvoices.add(rendering);
    },
  });
  // Closing waits for invoices being written, so none is left half-done.
  const renderingInvoices = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...renderingInvoices]);
  });
  const orders = createOrdersService({
    db: database.db,
    config,
    cashfree,
    repo,
    sync,
    products: options.products,
    tldPrices: options.tldPrices,
    onMailQueued: options.kickMail,
    log: app.log,
  });
  const handle = createWebhookHandler({ db: database.db, secret: secretKey, repo, sync, log: app.log });
  await app.register(ordersRoutes, { prefix: '/api/payment', orders });
  await app.register(webhookRoutes, { prefix: '/api/payment', handle });
  await app.register(adminOrdersRoutes, { prefix: '/api/v1/admin/orders', orders });
  await app.register(billRoutes, { prefix: '/api/bill', orders, invoices });

  const sweep = createPaymentSweep({
    db: database.db,
    sync,
    log: app.log,
    intervalMs: config.payment.sweepIntervalMs,
  });
  app.decorate('paymentSweep', sweep);
  if (options.startWorkers) app.addHook('onReady', async () => sweep.start());
  app.addHook('onClose', async () => sweep.stop());
}
