import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCashfreeClient, idempotencyKey } from './cashfree-client.ts';
import { CashfreeError } from './cashfree-types.ts';

const SECRET = 'do-not-log-this-secret';

/** A peer that misbehaves on purpose: `/slow` never answers, `/html` answers 502 with a page. */
async function startMisbehavingPeer() {
  const requests: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    requests.push(request);
    if (request.url?.startsWith('/pg-slow')) return; // holds the connection open
    if (request.url?.startsWith('/pg-html')) {
      response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"order_id":"ORD1"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, requests, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the Cashfree adapter when Cashfree misbehaves', () => {
  let peer: Awaited<ReturnType<typeof startMisbehavingPeer>> & { server: Server };
  const warnings: { details: object; message: string }[] = [];
  const clientFor = (baseUrl: string, timeoutMs = 5_000) =>
    createCashfreeClient({
      baseUrl: () => baseUrl,
      appId: 'app-id',
      secretKey: SECRET,
      apiVersion: '2023-08-01',
      timeoutMs,
      log: { warn: (details, message) => warnings.push({ details, message }) },
    });

  beforeAll(async () => {
    peer = await startMisbehavingPeer();
  });
  afterAll(async () => {
    peer.server.closeAllConnections();
    await new Promise<void>((resolve) => peer.server.close(() => resolve()));
  });

  it('sends the protocol headers, and the derived idempotency key on create', async () => {
    await clientFor(`${peer.origin}/pg/`).createOrder({
      order_id: 'ORD1',
      order_amount: 1,
      order_currency: 'INR',
      customer_details: { customer_id: 'u_1', customer_phone: '9876543210' },
    });
    const request = peer.requests.at(-1);
    expect(request?.url).toBe('/pg/orders');
    expect(request?.headers).toMatchObject({
      'x-client-id': 'app-id',
      'x-client-secret': SECRET,
      'x-api-version': '2023-08-01',
      'x-idempotency-key': idempotencyKey('order', 'ORD1'),
      'content-type': 'application/json',
    });
    expect(request?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('turns a refused connection into CashfreeError(0, network_error)', async () => {
    const port = await closedPort();
    const error = await clientFor(`http://127.0.0.1:${port}/pg`)
      .getOrder('ORD1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CashfreeError);
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect((error as Error).message).toMatch(/ECONNREFUSED/);
  });

  it('gives up after the timeout with CashfreeError(0, network_error)', async () => {
    const started = Date.now();
    const error = await clientFor(`${peer.origin}/pg-slow`, 200)
      .getOrder('ORD1')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'network_error', message: 'no answer within 200 ms' });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('keeps the status of a non-Cashfree error answer', async () => {
    const error = await clientFor(`${peer.origin}/pg-html`)
      .getPayments('ORD1')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'http_error', message: 'HTTP 502' });
  });

  it('logs one warning per failure, without the secret', () => {
    expect(warnings.length).toBe(3);
    for (const warning of warnings) {
      expect(JSON.stringify(warning)).not.toContain(SECRET);
      expect(warning.details).toMatchObject({ method: 'GET' });
    }
    expect(warnings.map((warning) => (warning.details as { status: number }).status)).toEqual([0, 0, 502]);
  });
});
