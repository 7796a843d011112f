import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a kept-alive connection must have been quiet before closing may end it. */
const QUIET_MS = 500;
const CHECK_EVERY_MS = 100;

type Connection = { requests: number; quietSince: number };

/**
 * Lets a closing server finish every request it was sent (design §2: stop accepting, finish
 * requests in flight), then stop promptly.
 *
 * - Fastify's `return503OnClosing` is off (app.ts): a request that reaches a kept-alive
 *   connection after close began is served, and Fastify answers it with `Connection: close`.
 * - Node's `server.close()` destroys every connection idle at that instant, including one whose
 *   next request is already in the socket but not yet read: that client sees a reset for a
 *   request sent before the shutdown. Here a connection is ended only once no request is under
 *   way on it and it has been quiet for QUIET_MS, checked every CHECK_EVERY_MS: the process
 *   stops soon after its last answer, not at the keep-alive timeout (72 s).
 */
export function closeConnectionsGracefully(app: FastifyInstance): void {
  const connections = new Map<Socket, Connection>();
  let closing = false;
  let timer: NodeJS.Timeout | undefined;

  const watchWhileClosing = (socket: Socket, connection: Connection) =>
    socket.on('data', () => {
      connection.quietSince = performance.now();
    });

  app.server.on('connection', (socket: Socket) => {
    const connection = { requests: 0, quietSince: performance.now() };
    connections.set(socket, connection);
    socket.once('close', () => connections.delete(socket));
    if (closing) watchWhileClosing(socket, connection);
  });
  app.server.on('request', (request, response) => {
    const connection = connections.get(request.socket);
    if (!connection) return;
    connection.requests += 1;
    response.once('close', () => {
      connection.requests -= 1;
      connection.quietSince = performance.now();
    });
  });

  const endQuietConnections = () => {
    const now = performance.now();
    for (const [socket, connection] of connections) {
      if (connection.requests === 0 && now - connection.quietSince >= QUIET_MS) socket.destroy();
    }
  };

  app.addHook('preClose', async () => {
    closing = true;
    for (const [socket, connection] of connections) watchWhileClosing(socket, connection);
    // server.close() (called by Fastify right after this hook) would end idle connections at once.
    app.server.closeIdleConnections = endQuietConnections;
    timer = setInterval(endQuietConnections, CHECK_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

/**
 * Where the app calls itself over HTTP (in emulator mode, the payment emulator it serves) once
 * closing began: the public socket then takes no new connection and its quiet ones are ended,
 * yet a request in flight may still need the emulator, as it would still reach the real
 * provider. A private loopback listener, opened on listen, serves those calls until the app has
 * closed; before closing the answer is undefined (use the public address). Register this before
 * the hooks of work that calls the app (onClose hooks run last-registered first).
 */
export function loopbackWhileClosing(app: FastifyInstance): () => string | undefined {
  let origin: string | undefined;
  let closing = false;
  let server: http.Server | undefined;
  app.addHook('onListen', async () => {
    if (server) return;
    const listener = http.createServer((request, response) => app.routing(request, response));
    server = listener;
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(0, '127.0.0.1', resolve);
    });
    origin = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onClose', async () => {
    origin = undefined;
    const listener = server;
    if (!listener?.listening) return;
    await new Promise((resolve) => {
      listener.close(resolve);
      listener.closeAllConnections();
    });
  });
  return () => (closing ? origin : undefined);
}
