import { thumbnailUrl } from '@app/shared/links/thumbnail';
import type { FastifyBaseLogger } from 'fastify';
import type { ThumbnailFetcher } from './thumbnails/thumbnail-fetcher.ts';

/**
 * Fetches a saved link's thumbnail once, after the save has answered: a slow or missing image
 * never delays or fails a save (design §3), and the web app shows the address rule meanwhile.
 */
export function createLinkThumbnails(deps: {
  fetcher: ThumbnailFetcher;
  store: (linkId: number, linkUrl: string, image: string) => Promise<void>;
  log: FastifyBaseLogger;
}) {
  const inFlight = new Set<Promise<void>>();
  return {
    request(link: { linkId: number; linkUrl: string }): void {
      const imageUrl = thumbnailUrl(link.linkUrl);
      const work = deps.fetcher
        .fetchThumbnail(imageUrl)
        .then((image) => (image ? deps.store(link.linkId, link.linkUrl, image) : undefined))
        .catch((error: unknown) => deps.log.warn({ err: error, linkId: link.linkId }, 'thumbnail not stored'))
        .finally(() => inFlight.delete(work));
      inFlight.add(work);
    },
    /** Resolves when every fetch under way has finished (each is bounded by its timeout). */
    async idle(): Promise<void> {
      await Promise.allSettled([...inFlight]);
    },
  };
}

export type LinkThumbnails = ReturnType<typeof createLinkThumbnails>;
