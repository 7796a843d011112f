import { createHash, randomUUID } from 'node:crypto';
import {
  type CashfreeClient,
  CashfreeError,
  type OrderEntity,
  type PaymentEntity,
  type RefundEntity,
} from './cashfree-types.ts';

/** The one thing the adapter says about failures; any pino/Fastify logger fits. */
export type WarnLogger = { warn(details: object, message: string): void };

export type CashfreeClientOptions = {
  /** Ends in `/pg`. A function lets the emulator's URL be read once the app listens. */
  baseUrl: string | (() => string);
  appId: string;
  secretKey: string;
  apiVersion: string;
  /** Per request; default 10 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  log: WarnLogger;
};

/** Cashfree's real base URLs (contract A.0); the emulator's comes from the listening app. */
export function cashfreeBaseUrl(mode: 'sandbox' | 'production'): string {
  return mode === 'production' ? 'https://api.cashfree.com/pg' : 'https://sandbox.cashfree.com/pg';
}

/**
 * A UUID-shaped key that depends only on what it protects, so a retry after a lost answer
 * (timeout, crash) sends the same key and Cashfree replays the first answer instead of
 * refusing a duplicate or creating a second refund.
 */
export function idempotencyKey(kind: 'order' | 'refund', id: string): string {
  const hex = createHash('sha256').update(`cashfree:${kind}:${id}`).digest('hex');
  // RFC 9562 version 8 (custom) with the RFC variant bits, so strict UUID parsers accept it.
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type RequestOptions = { method: 'GET' | 'POST'; path: string; body?: object; idempotencyKey?: string };

/** The adapter: Cashfree's PG REST protocol over plain fetch (design §3 "Payment modes"). */
export function createCashfreeClient(options: CashfreeClientOptions): CashfreeClient {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const base = () =>
    (typeof options.baseUrl === 'string' ? options.baseUrl : options.baseUrl()).replace(/\/+$/, '');

  async function call<T>({ method, path, body, idempotencyKey: key }: RequestOptions): Promise<T> {
    const requestId = randomUUID();
    const fail = (error: CashfreeError): never => {
      // Method, path and ids only: the headers carry the client secret.
      options.log.warn(
        { method, path, status: error.status, code: error.code, requestId },
        `Cashfree request failed: ${error.message}`,
      );
      throw error;
    };
    let response: Response;
    try {
      response = await doFetch(`${base()}${path}`, {
        method,
        headers: {
          'x-client-id': options.appId,
          'x-client-secret': options.secretKey,
          'x-api-version': options.apiVersion,
          'x-request-id': requestId,
          ...(key ? { 'x-idempotency-key': key } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
          accept: 'application/json',
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return fail(
        new CashfreeError(
          0,
          'network_error',
          timedOut
            ? `no answer within ${timeoutMs} ms`
            : `could not reach Cashfree (${networkReason(error)})`,
        ),
      );
    }
    const text = await response.text().catch(() => '');
    const json = parseJson(text);
    if (response.ok && json !== undefined) return json as T;
    if (response.ok)
      return fail(new CashfreeError(response.status, 'invalid_response', 'the answer is not JSON'));
    const { code, message, type } = errorFields(json);
    return fail(
      new CashfreeError(response.status, code ?? 'http_error', message ?? `HTTP ${response.status}`, type),
    );
  }

  const order = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;
  return {
    createOrder: (request) =>
      call<OrderEntity>({
        method: 'POST',
        path: '/orders',
        body: request,
        idempotencyKey: idempotencyKey('order', request.order_id),
      }),
    getOrder: (orderId) => call<OrderEntity>({ method: 'GET', path: order(orderId) }),
    getPayments: (orderId) => call<PaymentEntity[]>({ method: 'GET', path: `${order(orderId)}/payments` }),
    createRefund: (orderId, request) =>
      call<RefundEntity>({
        method: 'POST',
        path: `${order(orderId)}/refunds`,
        body: request,
        idempotencyKey: idempotencyKey('refund', `${orderId}:${request.refund_id}`),
      }),
  };
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function errorFields(json: unknown): { code?: string; message?: string; type?: string } {
  if (typeof json !== 'object' || json === null) return {};
  const field = (name: string) => {
    const value = (json as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : undefined;
  };
  return { code: field('code'), message: field('message'), type: field('type') };
}

function networkReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // undici hides the useful part (ECONNREFUSED, ENOTFOUND) in the cause.
  const cause = error.cause instanceof Error ? error.cause : undefined;
  return (
    (cause && 'code' in cause && typeof cause.code === 'string' ? cause.code : undefined) ?? error.message
  );
}
