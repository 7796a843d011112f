// Built separately (`vite build --ssr`) for the server, which renders the marketing pages to HTML
// once per process, so they paint before any JavaScript has arrived (design §5: Lighthouse on
// slow mobile networks). The browser then hydrates the same markup (main.tsx).
import type { SiteInfo } from '@app/shared/marketing';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { routes } from './app/router.tsx';
import { seededQueryClient } from './lib/site-info-seed.ts';

/** The module (a key of the client build's manifest) holding every page rendered here. */
export const pagesModule = 'src/features/marketing/routes/marketing-pages.tsx';

/** The markup of the page at `pathname`, or undefined when that page is not rendered ahead. */
export async function renderPage(pathname: string, siteInfo: SiteInfo): Promise<string | undefined> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response || context.statusCode !== 200) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider queryClient={seededQueryClient(siteInfo)}>
        {/* No inline hydration script: the CSP allows none, and these pages load no data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}
