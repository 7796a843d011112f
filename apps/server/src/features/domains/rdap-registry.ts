import type { FastifyBaseLogger } from 'fastify';
import type { Availability, DomainRegistry } from './domain-registry.ts';
import { type RdapBootstrap, rdapServerResolver } from './rdap-bootstrap.ts';
import { createTtlCache } from './ttl-cache.ts';

export type RdapRegistryOptions = {
  bootstrap: RdapBootstrap;
  /** Per request; a registry slower than this counts as not answering. */
  timeoutMs: number;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
  /** Parallel requests for suggestion candidates; registries rate-limit eager clients. */
  concurrency?: number;
  cacheTtlMs?: number;
  cacheEntries?: number;
};

/**
 * Asks the registries over RDAP (RFC 9082/9083, cashfree-contract.md part B): 404 is available,
 * 200 is taken, anything else is unknown. Definite answers are cached (10 minutes by default);
 * unknown ones never are, so an outage does not outlive itself. The searched name is asked
 * first and suggestions only when it answered: without it there is no result to show anyway.
 */
export function createRdapRegistry(options: RdapRegistryOptions): DomainRegistry {
  const { timeoutMs, log } = options;
  const doFetch = options.fetch ?? fetch;
  const concurrency = options.concurrency ?? 4;
  const serverFor = rdapServerResolver(options.bootstrap);
  const cache = createTtlCache<Exclude<Availability, 'unknown'>>({
    ttlMs: options.cacheTtlMs ?? 10 * 60_000,
    maxEntries: options.cacheEntries ?? 10_000,
  });
  // Two customers searching the same name at once share one request.
  const inFlight = new Map<string, Promise<Availability>>();

  async function ask(name: string): Promise<Availability> {
    const base = serverFor(name);
    if (!base) {
      log.warn({ domain: name }, 'no RDAP server in the bootstrap for this ending');
      return 'unknown';
    }
    try {
      const response = await doFetch(new URL(`domain/${name}`, base), {
        headers: { accept: 'application/rdap+json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Only the status matters; dropping the body frees the connection.
      await response.body?.cancel().catch(() => undefined);
      if (response.status === 404) return 'available';
      if (response.status === 200) return 'taken';
      log.warn({ domain: name, status: response.status }, 'RDAP server gave no usable answer');
    } catch (error) {
      log.warn({ domain: name, err: error }, 'RDAP lookup failed');
    }
    return 'unknown';
  }

  function check(name: string): Promise<Availability> {
    const cached = cache.get(name);
    if (cached) return Promise.resolve(cached);
    let pending = inFlight.get(name);
    if (!pending) {
      pending = ask(name)
        .then((availability) => {
          if (availability !== 'unknown') cache.set(name, availability);
          return availability;
        })
        .finally(() => inFlight.delete(name));
      inFlight.set(name, pending);
    }
    return pending;
  }

  return {
    async lookup(names) {
      const result = new Map<string, Availability>(names.map((name) => [name, 'unknown']));
      const [searched, ...candidates] = names;
      if (searched === undefined) return result;
      const answer = await check(searched);
      result.set(searched, answer);
      if (answer === 'unknown') return result;
      await forEachLimited(candidates, concurrency, async (name) => {
        result.set(name, await check(name));
      });
      return result;
    },
  };
}

async function forEachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  // One iterator shared by every worker: each item is taken exactly once.
  const queue = items.values();
  const worker = async () => {
    for (const item of queue) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
