import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteInfo } from '@app/shared/marketing';
import { serverRenderedRoutes, withoutTrailingSlash } from '@app/shared/routes';
import type { FastifyBaseLogger } from 'fastify';

type RenderPage = (pathname: string, siteInfo: SiteInfo) => Promise<string | undefined>;
type ServerRenderBuild = { renderPage: RenderPage; pagesModule: string };
type ManifestChunk = { file: string; css?: string[]; imports?: string[] };

const ROOT_ELEMENT = '<div id="root"></div>';

/** JSON safe inside a <script> element: no `</script>` or `<!--` can be spelt by the data. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * `<link>`s for the stylesheets of the pages' module and of the chunks it imports (from the
 * client build's manifest), so the page is styled at first paint, not when its code has run.
 * Its code is not preloaded: on a slow link it would compete with the stylesheets for the
 * first paint (measured with Lighthouse's mobile profile), and hydration can wait.
 */
export function pageStylesheetLinks(manifest: Record<string, ManifestChunk>, pagesModule: string): string {
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key === 'index.html' || seen.has(key)) return;
    seen.add(key);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(pagesModule);
  return [...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');
}

/**
 * The marketing pages as the web app's index.html with their markup already inside #root, made
 * once per page and process by the web app's server-render build (apps/web/dist-server), so
 * they paint before the JavaScript arrives. Any failure (no such build, a render that throws)
 * is logged once and answers the plain index.html: the browser then renders the page itself.
 */
export function createPrerenderedPages(options: {
  webDistDir: string;
  indexHtml: Buffer;
  siteInfo: SiteInfo;
  log: FastifyBaseLogger;
}) {
  const entry = path.join(options.webDistDir, '..', 'dist-server', 'entry-server.js');
  const manifestFile = path.join(options.webDistDir, '.vite', 'manifest.json');
  const plainIndex = options.indexHtml.toString('utf8');
  let renderer: Promise<(ServerRenderBuild & { links: string }) | undefined> | undefined;
  const pages = new Map<string, Promise<Buffer>>();

  function loadRenderer() {
    renderer ??= existsSync(entry)
      ? import(pathToFileURL(entry).href).then(
          (build: ServerRenderBuild) => ({
            ...build,
            links: existsSync(manifestFile)
              ? pageStylesheetLinks(JSON.parse(readFileSync(manifestFile, 'utf8')), build.pagesModule)
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

  async function render(pathname: string): Promise<Buffer> {
    const build = await loadRenderer();
    const markup = await build?.renderPage(pathname, options.siteInfo).catch((error: unknown) => {
      options.log.warn({ err: error, pathname }, 'page render failed; it renders in the browser');
      return undefined;
    });
    if (!build || !markup || !plainIndex.includes(ROOT_ELEMENT)) return options.indexHtml;
    return Buffer.from(
      plainIndex
        .replace('</head>', () => `${build.links}</head>`)
        .replace(
          ROOT_ELEMENT,
          () =>
            `<div id="root">${markup}</div><script id="site-info" type="application/json">${scriptSafeJson(options.siteInfo)}</script>`,
        ),
    );
  }

  return {
    /** The page to send for `pathname`: pre-rendered when it is one of the marketing pages. */
    page(pathname: string): Promise<Buffer> {
      const route = withoutTrailingSlash(pathname);
      if (!serverRenderedRoutes.includes(route)) return Promise.resolve(options.indexHtml);
      let page = pages.get(route);
      if (!page) {
        page = render(route);
        pages.set(route, page);
      }
      return page;
    },
  };
}
