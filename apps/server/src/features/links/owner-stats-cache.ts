type OwnerStats = { linkCount: number; version: number };

/**
 * Each owner's link count and version, held in memory when this process is the database's only
 * client (the embedded PGlite), so a cached page costs no query at all. An epoch per owner,
 * moved on after every committed change, keeps a read that raced a write from storing the
 * old figures. With PostgreSQL other processes write too, so the figures are read every time.
 */
export function createOwnerStatsCache(options: { soleWriter: boolean }) {
  const stats = new Map<string, OwnerStats>();
  const epochs = new Map<string, number>();
  return {
    async get(ownerId: string, read: () => Promise<OwnerStats>): Promise<OwnerStats> {
      if (!options.soleWriter) return read();
      const cached = stats.get(ownerId);
      if (cached) return cached;
      const epoch = epochs.get(ownerId) ?? 0;
      const fresh = await read();
      if ((epochs.get(ownerId) ?? 0) === epoch) stats.set(ownerId, fresh);
      return fresh;
    },
    /** Call after a change to the owner's links has committed. */
    changed(ownerId: string): void {
      epochs.set(ownerId, (epochs.get(ownerId) ?? 0) + 1);
      stats.delete(ownerId);
    },
  };
}

export type OwnerStatsCache = ReturnType<typeof createOwnerStatsCache>;
