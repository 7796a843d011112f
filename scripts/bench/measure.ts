import autocannon from 'autocannon';

export type Scenario = {
  name: string;
  /** One request, or a function giving each request (varied pages and searches). */
  request: () => { method?: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> };
};

export type Figures = { name: string; requestsPerSecond: number; p50: number; p99: number; errors: number };

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
