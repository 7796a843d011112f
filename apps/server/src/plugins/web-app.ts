import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteInfo } from '@app/shared/marketing';
import { isWebRoute } from '@app/shared/routes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ProductsRepository } from '../features/catalog/products-repository.ts';
import { sendPage } from './compressed-page.ts';
import type { CriticalCss } from './critical-css.ts';
import { sendError } from './error-handler.ts';
import { createPrerenderedPages } from './prerendered-pages.ts';

/**
 * Serves the built web app: hashed assets cached for a year, and index.html for every route
 * of the app (200) or for any other page path (404, the app shows its "not found" page).
 * API paths that match nothing get the JSON error body.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    distDir: string | undefined;
    siteInfo: SiteInfo;
    products: ProductsRepository;
    criticalCss: CriticalCss | undefined;
  },
) {
  const indexFile = options.distDir ? path.join(options.distDir, 'index.html') : undefined;
  const hasWebApp = indexFile !== undefined && existsSync(indexFile);
  if (!hasWebApp) app.log.warn({ distDir: options.distDir }, 'web app not built; serving the API only');

  if (hasWebApp && options.distDir) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }
  const indexHtml = hasWebApp && indexFile ? readFileSync(indexFile) : undefined;
  const pages =
    indexHtml && options.distDir
      ? createPrerenderedPages({
          webDistDir: options.distDir,
          indexHtml,
          pageData: async () => ({ siteInfo: options.siteInfo, products: await options.products.list() }),
          criticalCss: options.criticalCss,
          log: app.log,
        })
      : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (!wantsPage || !pages) {
      return sendError(reply, 404, `No such address: ${request.method} ${pathname}`);
    }
    reply.code(isWebRoute(pathname) ? 200 : 404).header('cache-control', 'no-cache');
    return sendPage(request, reply, await pages.page(pathname));
  });
}
