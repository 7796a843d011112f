import autocannon from 'autocannon';

export type Scenario = {
  name: string;
  /** One request, or a function giving each request (varied pages and searches). */
  request: () => { method?: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> };
};

export type Figures = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  requests?: number;
};

type OneRequest = ReturnType<Scenario['request']>;

/** Sends the requests one after another and reports their latencies (no concurrency). */
export async function oneAtATime(baseUrl: string, name: string, requests: OneRequest[]): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const startedAt = performance.now();
  for (const request of requests) {
    const sentAt = performance.now();
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method ?? 'GET',
      headers: request.headers,
      body: request.body,
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - sentAt);
    if (!response.ok) errors += 1;
  }
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0);
  return {
    name,
    requestsPerSecond: (requests.length * 1000) / (performance.now() - startedAt),
    p50: at(0.5),
    p99: at(0.99),
    errors,
    requests: requests.length,
  };
}

/** Runs one scenario with autocannon: `connections` at once for `seconds`, after a warm-up. */
export async function measure(
  baseUrl: string,
  scenario: Scenario,
  options: { connections: number; seconds: number },
): Promise<Figures> {
  const run = (duration: number) =>
    autocannon({
      url: baseUrl,
      connections: options.connections,
      duration,
      requests: [
        {
          setupRequest: (request) => {
            const next = scenario.request();
            return {
              ...request,
              method: next.method ?? 'GET',
              path: next.path,
              body: next.body,
              headers: { ...request.headers, ...next.headers },
            };
          },
        },
      ],
    });
  await run(2);
  const result = await run(options.seconds);
  return {
    name: scenario.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
