import 'bootstrap/dist/css/bootstrap.min.css';
import './generated/icons.css';
import 'react-toastify/dist/ReactToastify.css';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { MarkInteractive } from './app/mark-interactive.tsx';
import { AppProvider } from './app/provider.tsx';
import { createAppRouter, routes } from './app/router.tsx';
import { embeddedPageData, seededQueryClient } from './lib/page-data.ts';

/**
 * Loads the code of the routes this address shows before the first render, so hydration finds
 * the page the server rendered rather than the loading fallback.
 */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const prerendered = container.firstElementChild !== null;
  if (prerendered) await loadMatchedRoutes();
  const app = (
    <StrictMode>
      <AppProvider queryClient={seededQueryClient(embeddedPageData())}>
        <RouterProvider router={createAppRouter()} />
        <MarkInteractive />
      </AppProvider>
    </StrictMode>
  );
  if (!prerendered) {
    createRoot(container).render(app);
    return;
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (design §5: a slow phone stays responsive meanwhile).
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

void start();
