import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/create-db.ts';
import { checkoutPage, messagePage } from './checkout-page.ts';
import {
  CheckoutQuerySchema,
  CheckoutResultSchema,
  DropInputSchema,
  PayInputSchema,
} from './checkout-schemas.ts';
import { CHECKOUT_SCRIPT } from './checkout-script.ts';
import type { CheckoutService } from './checkout-service.ts';
import { CHECKOUT_STYLES } from './checkout-styles.ts';
import { cashfreeErrorHandler } from './emulator-errors.ts';
import { currentStatus } from './emulator-orders.ts';
import { emulatorRepository } from './emulator-repository.ts';
import { errorBodies } from './emulator-schemas.ts';

export type CheckoutRoutesOptions = {
  db: Db;
  checkout: CheckoutService;
  companyName: string;
  /** Origins allowed to frame the page besides its own (the web app's public origin). */
  frameAncestors: string[];
};

/** The hosted checkout page the web app opens in its modal (design §3 "Payment modes"). */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (app, options) => {
  const { companyName } = options;
  const hide = true;
  // The page shows these messages to a person, so no field name is put in front of them.
  app.setErrorHandler(cashfreeErrorHandler({ fieldInMessage: false }));
  // A no-script form post still reaches the handlers when the app has no form parser.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  }

  // The app's policy forbids framing; this page exists to be framed by the web app.
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors 'self' ${options.frameAncestors.join(' ')}`.trim(),
  ].join('; ');
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('content-security-policy', csp)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);
  const problem = (title: string, text: string, code: string) =>
    messagePage({
      companyName,
      title,
      text,
      kind: 'problem',
      closeMessage: { type: 'error', code, message: text },
    });

  app.get('/checkout', { schema: { hide, querystring: CheckoutQuerySchema } }, async (request, reply) => {
    const sessionId = request.query.payment_session_id;
    const stored = sessionId ? await emulatorRepository.findBySession(options.db, sessionId) : undefined;
    if (!stored) {
      const text = 'This payment link is not valid. Go back to the shop and start the payment again.';
      return html(reply, 404, problem('Payment link not valid', text, 'session_invalid'));
    }
    const order = currentStatus(stored.entity);
    if (order.order_status === 'PAID') {
      const text = `Order ${order.order_id} is paid. Nothing more to do here.`;
      const closeMessage = {
        type: 'paymentDetails',
        status: 'SUCCESS',
        orderId: order.order_id,
        paymentMessage: 'This order is already paid',
      };
      return html(
        reply,
        200,
        messagePage({
          companyName,
          title: 'This order is already paid',
          text,
          kind: 'success',
          closeMessage,
        }),
      );
    }
    if (order.order_status !== 'ACTIVE') {
      const text = 'This payment link has expired. Go back to the shop and start the payment again.';
      return html(reply, 404, problem('Payment link expired', text, 'session_expired'));
    }
    return html(reply, 200, checkoutPage(order, companyName));
  });

  // Served from memory; the ?v= hash in the page changes whenever the content does.
  const asset = (type: string, body: string) => async (_request: unknown, reply: FastifyReply) =>
    reply.type(type).header('cache-control', 'public, max-age=31536000, immutable').send(body);
  app.get('/checkout.js', { schema: { hide } }, asset('text/javascript; charset=utf-8', CHECKOUT_SCRIPT));
  app.get('/checkout.css', { schema: { hide } }, asset('text/css; charset=utf-8', CHECKOUT_STYLES));

  app.post(
    '/checkout/pay',
    {
      schema: {
        hide,
        body: PayInputSchema,
        response: { 200: CheckoutResultSchema, ...errorBodies(400, 404, 409) },
      },
    },
    async (request) => options.checkout.pay(request.body),
  );

  app.post(
    '/checkout/drop',
    {
      schema: {
        hide,
        body: DropInputSchema,
        response: { 200: CheckoutResultSchema, ...errorBodies(400, 404, 409) },
      },
    },
    async (request) => options.checkout.drop(request.body.payment_session_id),
  );
};
