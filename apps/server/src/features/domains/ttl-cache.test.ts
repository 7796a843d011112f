import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('createTtlCache', () => {
  it('forgets an entry once its time is up', () => {
    let now = 0;
    const cache = createTtlCache<string>({ ttlMs: 600_000, maxEntries: 10, now: () => now });
    cache.set('navya.com', 'taken');
    now = 599_999;
    expect(cache.get('navya.com')).toBe('taken');
    now = 600_000;
    expect(cache.get('navya.com')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the oldest entry when full, counting a rewrite as new', () => {
    const cache = createTtlCache<number>({ ttlMs: 1_000, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(3);
    expect(cache.get('c')).toBe(4);
    expect(cache.size).toBe(2);
  });
});
