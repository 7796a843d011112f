import type { FastifyInstance } from 'fastify';

/**
 * Where the adapter reaches the emulator this app serves: the app's own listening socket, over
 * loopback. Read at request time (`baseUrl: () => emulatorBaseUrl(app)`), as the port is only
 * known once the app listens (PORT=0 in tests).
 */
export function emulatorBaseUrl(app: FastifyInstance, prefix = '/emulator/cashfree'): string {
  const address = app.server.address();
  if (address === null || typeof address === 'string') {
    throw new Error(
      'The Cashfree emulator is served by this app, which is not listening on a TCP port yet; ' +
        'call emulatorBaseUrl() only after app.listen().',
    );
  }
  // A wildcard address listens on loopback too; a specific one must be called as bound.
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}${prefix}/pg`;
}
