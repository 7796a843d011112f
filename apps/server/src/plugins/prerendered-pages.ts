import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  PAGE_DATA_ELEMENT_ID,
  type PrerenderedPageData,
  serverRenderedRoutes,
  withoutTrailingSlash,
} from '@app/shared/routes';
import type { FastifyBaseLogger } from 'fastify';
import { type CompressedPage, compressPage } from './compressed-page.ts';
import { type CriticalCss, withCriticalCss } from './critical-css.ts';

type RenderPage = (pathname: string, data: PrerenderedPageData) => Promise<string | undefined>;
type ServerRenderBuild = { renderPage: RenderPage; pageModules: string[] };
type ManifestChunk = { file: string; css?: string[]; imports?: string[] };

const ROOT_ELEMENT = '<div id="root"></div>';

/** JSON safe inside a <script> element: no `</script>` or `<!--` can be spelt by the data. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * `<link>`s for the stylesheets of the pages' modules and of the chunks they import (from the
 * client build's manifest), so the page is styled at first paint, not when its code has run.
 * Its code is not preloaded: on a slow link it would compete with the stylesheets for the
 * first paint (measured with Lighthouse's mobile profile), and hydration can wait.
 */
export function pageStylesheetLinks(manifest: Record<string, ManifestChunk>, pageModules: string[]): string {
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key === 'index.html' || seen.has(key)) return;
    seen.add(key);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of pageModules) visit(module);
  return [...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');
}

/**
 * The marketing pages and the plans as the web app's index.html with their markup already
 * inside #root, made once per page and process by the web app's server-render build
 * (apps/web/dist-server), so they paint before the JavaScript arrives. Any failure (no such
 * build, a render that throws, no catalogue) is logged and answers the plain index.html: the
 * browser then renders the page itself.
 */
export function createPrerenderedPages(options: {
  webDistDir: string;
  indexHtml: Buffer;
  /** What every page is rendered with, read once (the catalogue changes only by migration). */
  pageData: () => Promise<PrerenderedPageData>;
  criticalCss: CriticalCss | undefined;
  log: FastifyBaseLogger;
}) {
  const entry = path.join(options.webDistDir, '..', 'dist-server', 'entry-server.js');
  const manifestFile = path.join(options.webDistDir, '.vite', 'manifest.json');
  const plainIndex = options.indexHtml.toString('utf8');
  let renderer: Promise<(ServerRenderBuild & { links: string }) | undefined> | undefined;
  const pages = new Map<string, Promise<CompressedPage>>();
  let plainPage: Promise<CompressedPage> | undefined;

  function loadRenderer() {
    renderer ??= existsSync(entry)
      ? import(pathToFileURL(entry).href).then(
          (build: ServerRenderBuild) => ({
            ...build,
            links: existsSync(manifestFile)
              ? pageStylesheetLinks(JSON.parse(readFileSync(manifestFile, 'utf8')), build.pageModules)
              : '',
          }),
          (error: unknown) => {
            options.log.warn(
              { err: error, entry },
              'server render build failed to load; pages render in the browser',
            );
            return undefined;
          },
        )
      : Promise.resolve(undefined);
    return renderer;
  }

  /** The pre-rendered page, or undefined when it cannot be made (the browser renders it then). */
  async function render(pathname: string): Promise<Buffer | undefined> {
    const build = await loadRenderer();
    if (!build || !plainIndex.includes(ROOT_ELEMENT)) return undefined;
    try {
      const data = await options.pageData();
      const markup = await build.renderPage(pathname, data);
      if (!markup) return undefined;
      const linked = plainIndex.replace('</head>', () => `${build.links}</head>`);
      const styled = options.criticalCss ? withCriticalCss(linked, options.criticalCss) : linked;
      return Buffer.from(
        styled.replace(
          ROOT_ELEMENT,
          () =>
            `<div id="root">${markup}</div><script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${scriptSafeJson(data)}</script>`,
        ),
      );
    } catch (error) {
      options.log.warn({ err: error, pathname }, 'page render failed; it renders in the browser');
      return undefined;
    }
  }

  function plain(): Promise<CompressedPage> {
    plainPage ??= compressPage(options.indexHtml);
    return plainPage;
  }

  return {
    /**
     * The page to send for `pathname`: pre-rendered when it is one the server renders, made once
     * and kept; a failed render is not kept, so the next request tries again.
     */
    page(pathname: string): Promise<CompressedPage> {
      const route = withoutTrailingSlash(pathname);
      if (!serverRenderedRoutes.includes(route)) return plain();
      let page = pages.get(route);
      if (!page) {
        page = render(route).then((html) => {
          if (html) return compressPage(html);
          pages.delete(route);
          return plain();
        });
        pages.set(route, page);
      }
      return page;
    },
  };
}
