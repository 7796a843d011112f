import { sql } from 'drizzle-orm';
import type { Db } from '../../db/create-db.ts';
import { registeredDomains } from '../../db/schema.ts';
import type { Availability, DomainRegistry } from './domain-registry.ts';

/**
 * The offline registry of `npm start` and the tests: a name is taken when the
 * `registered_domains` table has it (seeded well-known names plus every domain sold here). One
 * query per search, whatever the number of suggestion candidates; it always knows the answer.
 */
export function createLocalRegistry(db: Db): DomainRegistry {
  return {
    async lookup(names) {
      const result = new Map<string, Availability>(names.map((name) => [name, 'available']));
      if (names.length === 0) return result;
      const rows = await db
        .select({ name: registeredDomains.name })
        .from(registeredDomains)
        .where(sql`${registeredDomains.name} = any(${sql.param(names)}::text[])`);
      for (const row of rows) result.set(row.name, 'taken');
      return result;
    },
  };
}
