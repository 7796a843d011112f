import type { Db } from '../../db/create-db.ts';
import { registeredDomains } from '../../db/schema.ts';
import type { Availability, DomainRegistry } from './domain-registry.ts';

export type LocalRegistry = DomainRegistry & {
  /** Records a sale made by this process at once (other processes see it on their next reload). */
  markRegistered(name: string): void;
};

/**
 * The offline registry of `npm start` and the tests: a name is taken when the
 * `registered_domains` table has it (seeded well-known names plus every domain sold here).
 *
 * Searches are the busiest public call after the catalogue, and each embedded-database query
 * costs main-thread time (design §6), so the names are held in memory and reloaded when older
 * than `maxAgeMs`: a sale by another server process shows within that time. The table holds a
 * small company's sales (thousands of rows), which a Set holds easily.
 */
export function createLocalRegistry(
  db: Db,
  options: { maxAgeMs?: number; now?: () => number } = {},
): LocalRegistry {
  const maxAgeMs = options.maxAgeMs ?? 30_000;
  const now = options.now ?? Date.now;
  let names: Set<string> | undefined;
  let loadedAt = 0;
  let loading: Promise<Set<string>> | undefined;

  function reload(): Promise<Set<string>> {
    loading ??= db
      .select({ name: registeredDomains.name })
      .from(registeredDomains)
      .then((rows) => {
        names = new Set(rows.map((row) => row.name));
        loadedAt = now();
        return names;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  async function current(): Promise<Set<string>> {
    if (!names) return reload();
    // Stale: answer from memory now and refresh behind the scenes.
    if (now() - loadedAt > maxAgeMs) reload().catch(() => undefined);
    return names;
  }

  return {
    async lookup(lookedUp) {
      const taken = await current();
      return new Map<string, Availability>(
        lookedUp.map((name) => [name, taken.has(name) ? 'taken' : 'available']),
      );
    },
    markRegistered(name) {
      names?.add(name);
    },
  };
}
