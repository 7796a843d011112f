// Built separately (`vite build --ssr`) for the server, which renders the marketing pages and the
// plans to HTML once per process, so they paint before any JavaScript has arrived (design §5:
// Lighthouse on slow mobile networks). The browser then hydrates the same markup (main.tsx).
import type { PrerenderedPageData } from '@app/shared/routes';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { routes } from './app/router.tsx';
import { seededQueryClient } from './lib/page-data.ts';

/** The modules (keys of the client build's manifest) holding the pages rendered here. */
export const pageModules = ['src/features/marketing/routes/marketing-pages.tsx', 'src/app/routes/plans.tsx'];

/** The markup of the page at `pathname`, or undefined when that page is not rendered ahead. */
export async function renderPage(pathname: string, data: PrerenderedPageData): Promise<string | undefined> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response || context.statusCode !== 200) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider queryClient={seededQueryClient(data)}>
        {/* No inline hydration script: the CSP allows none; the server embeds the page data as JSON. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}
