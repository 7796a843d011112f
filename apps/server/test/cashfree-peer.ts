import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Config, type Env, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/create-db.ts';
import { cashfreeEmulator } from '../src/features/cashfree-emulator/emulator-routes.ts';
import { emulatorBaseUrl } from '../src/features/cashfree-emulator/emulator-url.ts';
import {
  type CashfreeClientOptions,
  createCashfreeClient,
} from '../src/features/orders/cashfree/cashfree-client.ts';
import type { CashfreeClient, PaymentWebhook } from '../src/features/orders/cashfree/cashfree-types.ts';
import { createTestDatabase } from './test-database.ts';

export type CashfreePeer = {
  app: FastifyInstance;
  config: Config;
  database: Database;
  /** `http://127.0.0.1:{port}/emulator/cashfree`. */
  emulatorUrl: string;
  /** The adapter's base URL: `{emulatorUrl}/pg`. */
  baseUrl: string;
  /** The adapter, pointed at this emulator with its credentials. */
  client(overrides?: Partial<CashfreeClientOptions>): CashfreeClient;
  close(): Promise<void>;
};

/**
 * The Cashfree emulator alone on a fresh database, listening on 127.0.0.1: a real HTTP peer
 * speaking Cashfree's protocol, for adapter and emulator tests independent of app.ts.
 */
export async function startCashfreePeer(
  options: { env?: Partial<Env>; webhookRetryDelaysMs?: number[]; database?: Database } = {},
): Promise<CashfreePeer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: os.tmpdir(),
    PUBLIC_URL: 'http://shop.test',
    ...options.env,
  } as Record<string, string>);
  const database = options.database ?? (await createTestDatabase());
  const app = Fastify({ logger: false });
  await app.register(cashfreeEmulator, {
    prefix: '/emulator/cashfree',
    db: database.db,
    config,
    webhookRetryDelaysMs: options.webhookRetryDelaysMs,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = emulatorBaseUrl(app);
  return {
    app,
    config,
    database,
    baseUrl,
    emulatorUrl: baseUrl.replace(/\/pg$/, ''),
    client: (overrides = {}) =>
      createCashfreeClient({
        baseUrl,
        appId: config.payment.appId,
        secretKey: config.payment.secretKey,
        apiVersion: config.payment.apiVersion,
        log: { warn: () => undefined },
        ...overrides,
      }),
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

export type ReceivedWebhook = { headers: IncomingHttpHeaders; rawBody: string; body: PaymentWebhook };

export type WebhookReceiver = {
  url: string;
  received: ReceivedWebhook[];
  /** The next webhook not yet taken, waiting for it to arrive. */
  next(timeoutMs?: number): Promise<ReceivedWebhook>;
  /** Answers the coming requests with these statuses, then 200. */
  answerWith(...statuses: number[]): void;
  close(): Promise<void>;
};

/** A merchant's webhook endpoint on 127.0.0.1 that records every delivery attempt. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const statuses: number[] = [];
  const waiting: (() => void)[] = [];
  let taken = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: request.headers, rawBody, body: JSON.parse(rawBody) as PaymentWebhook });
      response.writeHead(statuses.shift() ?? 200, { 'content-type': 'application/json' }).end('{}');
      for (const wake of waiting.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  async function next(timeoutMs = 5_000): Promise<ReceivedWebhook> {
    const deadline = Date.now() + timeoutMs;
    while (received.length <= taken) {
      if (Date.now() > deadline) throw new Error(`no webhook within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    const webhook = received[taken++];
    if (!webhook) throw new Error('webhook vanished');
    return webhook;
  }

  return {
    url: `http://127.0.0.1:${port}/api/payment/cashfree-webhook`,
    received,
    next,
    answerWith: (...codes) => statuses.push(...codes),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
