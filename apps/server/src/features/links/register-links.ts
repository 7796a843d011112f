import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/create-db.ts';
import { createLinkThumbnails } from './link-thumbnails.ts';
import { createLinksPageCache } from './links-page-cache.ts';
import { createLinksRepository } from './links-repository.ts';
import { linksRoutes } from './links-routes.ts';
import { createLinksService } from './links-service.ts';
import { createOwnerStatsCache } from './owner-stats-cache.ts';
import { createThumbnailFetcher } from './thumbnails/thumbnail-fetcher.ts';

// Thumbnails are shown about 100 px wide; a small PNG keeps a page of 100 links light.
const THUMBNAIL_WIDTH = 120;

/** The links manager (spec §7 "Links"): service, thumbnail fetching and routes. */
export async function registerLinks(app: FastifyInstance, options: { database: Database; config: Config }) {
  const { database, config } = options;
  const thumbnails = createLinkThumbnails({
    fetcher: createThumbnailFetcher({
      timeoutMs: config.links.thumbnailTimeoutMs,
      maxWidth: THUMBNAIL_WIDTH,
    }),
    store: (linkId, linkUrl, image) => links.storeThumbnail(linkId, linkUrl, image),
    log: app.log,
  });
  const links = createLinksService({
    db: database.db,
    repo: createLinksRepository(),
    cache: createLinksPageCache(),
    // Only this process can open an embedded database, so it sees every change to it.
    ownerStats: createOwnerStatsCache({ soleWriter: database.kind === 'pglite' }),
    onUrlSaved: config.links.fetchThumbnails ? thumbnails.request : () => undefined,
  });
  app.decorate('linkThumbnails', thumbnails);
  // Closing waits for fetches under way (each bounded by its timeout), so none writes after close.
  app.addHook('onClose', () => thumbnails.idle());
  await app.register(linksRoutes, { prefix: '/api/v1/links', links });
}
