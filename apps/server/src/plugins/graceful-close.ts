import type { FastifyInstance } from 'fastify';

/**
 * On close, Node closes the keep-alive connections that are idle at that moment; a connection
 * busy with a request then stays open until its keep-alive timeout (72 s), holding shutdown up.
 * Closing idle connections every few hundred milliseconds lets every request in flight finish
 * and the process stop right after. (In emulator mode the server also calls itself over HTTP.)
 */
export function closeIdleConnectionsWhileClosing(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    timer = setInterval(() => app.server.closeIdleConnections(), 200);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
