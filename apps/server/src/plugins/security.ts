import { THUMBNAIL_ORIGINS } from '@app/shared/links/thumbnail';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

// Cashfree's checkout (contract A.5): its script, its frames and its API, outside the emulator.
const cashfreeSources = {
  script: ['https://sdk.cashfree.com'],
  frame: [
    'https://sdk.cashfree.com',
    'https://api.cashfree.com',
    'https://sandbox.cashfree.com',
    'https://payments.cashfree.com',
    'https://payments-test.cashfree.com',
  ],
  connect: ['https://api.cashfree.com', 'https://sandbox.cashfree.com'],
};

export async function registerSecurity(
  app: FastifyInstance,
  options: {
    globalPerMinute: number;
    paymentMode: 'emulator' | 'sandbox' | 'production';
    /** CSP hash sources of the <style> elements the server itself writes into pages. */
    inlineStyles: string[];
  },
) {
  const cashfree =
    options.paymentMode === 'emulator' ? { script: [], frame: [], connect: [] } : cashfreeSources;
  // helmet's middleware is built once here; @fastify/helmet rebuilt it (and re-parsed the CSP)
  // on every request, a measurable share of each API call.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...cashfree.script],
        styleSrc: ["'self'", ...options.inlineStyles],
        imgSrc: ["'self'", 'data:', ...THUMBNAIL_ORIGINS],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...cashfree.connect],
        frameSrc: ["'self'", ...cashfree.frame],
        // 'self': the web app frames the payment emulator's checkout page; no other site may.
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // The Cashfree checkout (later) opens in a cross-origin frame; COEP would block it.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });

  await app.register(rateLimit, {
    global: true,
    max: options.globalPerMinute,
    timeWindow: '1 minute',
    // Static files of the web app are not worth counting; the API is.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
}
