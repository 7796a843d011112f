/**
 * What a registry says about one name. `unknown` means it could not tell (timeout, outage, an
 * ending it does not serve); it must never be shown to a customer as available.
 */
export type Availability = 'available' | 'taken' | 'unknown';

/**
 * The domain provider seam (design §3): `local` answers from our own table, offline; `rdap` asks
 * the registries. Both answer for every name asked, in one call, so a search with its
 * suggestions costs one round trip to the caller.
 */
export interface DomainRegistry {
  /** The first name is the one searched; the rest are suggestion candidates. */
  lookup(names: string[]): Promise<Map<string, Availability>>;
}
