import http from 'node:http';

/**
 * What became of one request. `reusedSocket` tells a request refused at connect (a new
 * connection the server no longer accepts) from one dropped on a connection it had accepted.
 */
export type Sent = { status?: number; error?: string; reusedSocket: boolean };

const codeOf = (error: Error) => (error as NodeJS.ErrnoException).code ?? error.message;

/** An HTTP/1.1 client that keeps connections alive, as browsers and proxies do. */
export function keepAliveClient(baseUrl: string) {
  const agent = new http.Agent({ keepAlive: true });
  function send(
    method: string,
    path: string,
    options: { headers?: Record<string, string>; body?: unknown } = {},
  ): Promise<Sent> {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    return new Promise((resolve) => {
      const request = http.request(`${baseUrl}${path}`, {
        method,
        agent,
        headers: {
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
          ...options.headers,
        },
      });
      const fail = (error: Error) => resolve({ error: codeOf(error), reusedSocket: request.reusedSocket });
      request.on('error', fail);
      request.on('response', (response) => {
        response.on('error', fail);
        response.on('close', () => {
          if (!response.complete) fail(new Error('answer cut short'));
        });
        response.on('end', () =>
          resolve({ status: response.statusCode, reusedSocket: request.reusedSocket }),
        );
        response.resume();
      });
      request.end(body);
    });
  }
  return { send, close: () => agent.destroy() };
}
