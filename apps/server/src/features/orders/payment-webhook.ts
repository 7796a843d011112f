import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/create-db.ts';
import { paymentEvents } from '../../db/schema.ts';
import { AppError, badRequest, unauthorized } from '../../http-errors.ts';
import type { PaymentWebhook } from './cashfree/cashfree-types.ts';
import { verifyWebhookSignature } from './cashfree/webhook-signature.ts';
import type { OrdersRepository } from './orders-repository.ts';
import type { PaymentSync } from './payment-sync.ts';

export type WebhookOutcome = 'applied' | 'duplicate' | 'unknown-order';

/**
 * Cashfree's payment notifications (contract A.4). A valid signature only says Cashfree sent
 * it: the order's state still comes from re-reading the provider (payment sync). Events are
 * acted on once per payment id and type, since delivery is at-least-once; a provider failure
 * answers 5xx (before the event is recorded) so Cashfree retries.
 */
export function createWebhookHandler(deps: {
  db: Db;
  secret: string;
  repo: OrdersRepository;
  sync: PaymentSync;
  log: FastifyBaseLogger;
}) {
  return async (
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<WebhookOutcome> => {
    const check = verifyWebhookSignature({
      secret: deps.secret,
      rawBody,
      timestamp: header(headers, 'x-webhook-timestamp'),
      signature: header(headers, 'x-webhook-signature'),
    });
    if (check !== 'valid') {
      deps.log.warn({ check }, 'payment webhook refused');
      throw unauthorized(check === 'stale' ? 'Webhook timestamp is too old' : 'Invalid webhook signature');
    }
    const event = parse(rawBody);
    const providerOrderId = event.data?.order?.order_id ?? '';
    const cfPaymentId = String(event.data?.payment?.cf_payment_id ?? '');
    const seen = await deps.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.cfPaymentId, cfPaymentId), eq(paymentEvents.type, event.type)));
    if (seen.length > 0) return 'duplicate';

    const order = await deps.repo.findByProviderOrderId(deps.db, providerOrderId);
    if (!order) {
      deps.log.warn({ providerOrderId, type: event.type }, 'payment webhook for an order we do not know');
      return 'unknown-order';
    }
    try {
      await deps.sync.sync(order, 'webhook');
    } catch (error) {
      if (error instanceof AppError) throw error;
      deps.log.warn(
        { err: error, orderId: order.orderId },
        'webhook could not re-read the order; Cashfree will retry',
      );
      throw new AppError(502, 'The payment provider could not be reached; please retry.');
    }
    await deps.db
      .insert(paymentEvents)
      .values({ cfPaymentId, type: event.type, orderId: order.orderId })
      .onConflictDoNothing();
    return 'applied';
  };
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function parse(rawBody: string): PaymentWebhook {
  try {
    return JSON.parse(rawBody) as PaymentWebhook;
  } catch {
    throw badRequest('The webhook body is not JSON');
  }
}
