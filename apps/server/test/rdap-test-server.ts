import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake registry answers for a name: `free` (the default) is RDAP's 404. */
export type RdapAnswer = 'free' | 'registered' | 'slow' | 'error';

export type RdapTestServer = {
  /** Base URL, ending in "/"; each ending is served under `{url}{tld}/`. */
  url: string;
  /** Requests received, oldest first. */
  requests: { name: string; accept: string | undefined }[];
  /** The most requests that were in progress at the same time. */
  readonly maxConcurrent: number;
  answer(name: string, kind: RdapAnswer): void;
  requestCount(name: string): number;
  /** An IANA dns.json pointing the given endings at this server. */
  bootstrap(tlds: string[]): object;
  close(): Promise<void>;
};

const RDAP_TYPE = 'application/rdap+json';

/**
 * A real HTTP peer speaking the RDAP domain lookup (RFC 9082/9083) on 127.0.0.1, for tests, the
 * e2e suite and benchmarks: `GET /{tld}/domain/{name}`. `latencyMs` delays every answer;
 * `slow` names take `slowMs` (longer than any client timeout) before answering 404.
 */
export async function startRdapTestServer(
  options: { latencyMs?: number; slowMs?: number } = {},
): Promise<RdapTestServer> {
  const answers = new Map<string, RdapAnswer>();
  const requests: RdapTestServer['requests'] = [];
  let maxConcurrent = 0;
  const timers = new Set<NodeJS.Timeout>();
  let inProgress = 0;

  const later = (ms: number, response: ServerResponse, send: () => void) => {
    if (ms <= 0) return send();
    const timer = setTimeout(() => {
      timers.delete(timer);
      send();
    }, ms);
    timers.add(timer);
    response.on('close', () => {
      clearTimeout(timer);
      timers.delete(timer);
    });
  };

  const server = createServer((request, response) => {
    inProgress++;
    maxConcurrent = Math.max(maxConcurrent, inProgress);
    response.on('close', () => inProgress--);
    const match = /^\/[^/]+\/domain\/([^/?]+)$/.exec(request.url ?? '');
    if (!match?.[1]) return sendJson(response, 400, rdapError(400, 'Bad Request'));
    const name = decodeURIComponent(match[1]).toLowerCase();
    requests.push({ name, accept: request.headers.accept });
    const kind = answers.get(name) ?? 'free';
    const delay = kind === 'slow' ? (options.slowMs ?? 10_000) : (options.latencyMs ?? 0);
    later(delay, response, () => {
      if (kind === 'registered') return sendJson(response, 200, domainObject(name));
      if (kind === 'error') return sendJson(response, 500, rdapError(500, 'Internal Server Error'));
      sendJson(response, 404, rdapError(404, 'Not Found'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/`;

  return {
    url,
    requests,
    get maxConcurrent() {
      return maxConcurrent;
    },
    answer: (name, kind) => answers.set(name, kind),
    requestCount: (name) => requests.filter((request) => request.name === name).length,
    bootstrap: (tlds) => ({
      version: '1.0',
      publication: new Date().toISOString(),
      description: 'Test bootstrap: every ending served by the local fake RDAP server.',
      services: tlds.map((tld) => [[tld], [`${url}${tld}/`]]),
    }),
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function sendJson(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, { 'content-type': RDAP_TYPE }).end(JSON.stringify(body));
}

function rdapError(errorCode: number, title: string) {
  return { rdapConformance: ['rdap_level_0'], errorCode, title, description: [`${title} (fake registry)`] };
}

function domainObject(name: string) {
  return {
    rdapConformance: ['rdap_level_0'],
    objectClassName: 'domain',
    handle: `${name.replace(/\./g, '_').toUpperCase()}-TEST`,
    ldhName: name.toUpperCase(),
    status: ['client transfer prohibited'],
    events: [
      { eventAction: 'registration', eventDate: '2015-03-01T10:00:00Z' },
      { eventAction: 'expiration', eventDate: '2030-03-01T10:00:00Z' },
    ],
    nameservers: [{ objectClassName: 'nameserver', ldhName: 'NS1.EXAMPLE.NET' }],
  };
}
