import { type LinksPage, LinksPageSchema } from '@app/shared/links';
import { LRUCache } from 'lru-cache';
import { type CheckedJson, checkedJson } from '../../checked-json.ts';

export type PageJson = CheckedJson;

export const toPageJson = (page: LinksPage): PageJson => checkedJson(LinksPageSchema, page);

/**
 * Pages and search totals of an owner's links, keyed by the owner's link version (bumped in the
 * same transaction as every change to their links), so a cached answer is never stale, on one
 * process or many. Counting every match of a common word costs tens of milliseconds on 100,000
 * links (design §6); paging through one search counts it once.
 */
export function createLinksPageCache(options: { maxBytes?: number } = {}) {
  const pages = new LRUCache<string, PageJson>({
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (page) => page.json.length + 64,
  });
  const totals = new LRUCache<string, number>({ max: 10_000 });

  return {
    async page(key: string, load: () => Promise<PageJson>): Promise<PageJson> {
      const cached = pages.get(key);
      if (cached) return cached;
      const page = await load();
      pages.set(key, page);
      return page;
    },
    async total(key: string, count: () => Promise<number>): Promise<number> {
      const cached = totals.get(key);
      if (cached !== undefined) return cached;
      const total = await count();
      totals.set(key, total);
      return total;
    },
  };
}

export type LinksPageCache = ReturnType<typeof createLinksPageCache>;
