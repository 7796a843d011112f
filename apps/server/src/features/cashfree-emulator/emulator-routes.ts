import { type FastifyPluginAsyncZod, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/create-db.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import { createCheckoutService } from './checkout-service.ts';
import { emulatorApiRoutes } from './emulator-api-routes.ts';
import { cashfreeErrorHandler } from './emulator-errors.ts';
import { createWebhookSender } from './webhook-sender.ts';

export type CashfreeEmulatorOptions = {
  db: Db;
  config: Config;
  /** Gaps before each webhook retry; tests shorten them. Default 1 s, 5 s, 15 s. */
  webhookRetryDelaysMs?: readonly number[];
};

/**
 * PAYMENT_MODE=emulator (design §3): Cashfree's PG API under `/pg`, a hosted checkout page
 * with test cards, and signed webhooks, so the whole payment path runs offline with the same
 * adapter as production. State lives in the database and survives a restart; webhook retries
 * pending at shutdown are dropped (the merchant's pending-order sweep covers them).
 * Register with `{ prefix: '/emulator/cashfree' }`.
 */
export const cashfreeEmulator: FastifyPluginAsyncZod<CashfreeEmulatorOptions> = async (app, options) => {
  const { db, config } = options;
  // Self-contained: the zod compilers and Cashfree's error bodies hold whatever the parent uses.
  // No not-found handler of its own: Fastify refuses one under a prefix once the app has set its
  // own (registration order), so unknown emulator paths get the app's 404 body.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(cashfreeErrorHandler({ fieldInMessage: true }));

  const webhooks = createWebhookSender({
    secretKey: config.payment.secretKey,
    apiVersion: config.payment.apiVersion,
    log: app.log,
    retryDelaysMs: options.webhookRetryDelaysMs,
  });
  // Stopped before the server waits for requests in flight, so no new delivery starts meanwhile.
  app.addHook('preClose', async () => webhooks.close());

  await app.register(emulatorApiRoutes, {
    prefix: '/pg',
    db,
    appId: config.payment.appId,
    secretKey: config.payment.secretKey,
  });
  await app.register(checkoutRoutes, {
    db,
    checkout: createCheckoutService({ db, webhooks }),
    companyName: config.company.name,
    frameAncestors: [new URL(config.publicUrl).origin],
  });
};
