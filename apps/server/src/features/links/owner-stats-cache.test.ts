import { describe, expect, it } from 'vitest';
import { createOwnerStatsCache } from './owner-stats-cache.ts';

describe('owner stats cache', () => {
  it('reads once as the sole writer, and again after a change', async () => {
    const cache = createOwnerStatsCache({ soleWriter: true });
    let reads = 0;
    const read = async () => ({ linkCount: 5, version: ++reads });
    expect(await cache.get('a', read)).toEqual({ linkCount: 5, version: 1 });
    expect(await cache.get('a', read)).toEqual({ linkCount: 5, version: 1 });
    cache.changed('a');
    expect(await cache.get('a', read)).toEqual({ linkCount: 5, version: 2 });
  });

  it('does not keep figures read while a change committed (they may be the old ones)', async () => {
    const cache = createOwnerStatsCache({ soleWriter: true });
    let finishRead: (stats: { linkCount: number; version: number }) => void = () => undefined;
    const racing = cache.get('a', () => new Promise((resolve) => (finishRead = resolve)));
    cache.changed('a');
    finishRead({ linkCount: 1, version: 1 });
    await racing;
    expect(await cache.get('a', async () => ({ linkCount: 2, version: 2 }))).toEqual({
      linkCount: 2,
      version: 2,
    });
  });

  it('reads every time when other processes may write (PostgreSQL)', async () => {
    const cache = createOwnerStatsCache({ soleWriter: false });
    let reads = 0;
    await cache.get('a', async () => ({ linkCount: 0, version: ++reads }));
    await cache.get('a', async () => ({ linkCount: 0, version: ++reads }));
    expect(reads).toBe(2);
  });
});
