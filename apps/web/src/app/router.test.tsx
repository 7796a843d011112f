import { webRoutes } from '@app/shared/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAuthToken, getStoredEmail, storeEmail, storeTokens } from '../lib/storage.ts';
import { errorResponse, jsonResponse, makeJwt, stubFetch } from '../testing/fetch-stub.ts';
import { renderApp } from '../testing/render-app.tsx';

describe('router', () => {
  it('redirects the empty path to /homepage', async () => {
    const app = renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your business online, done right' }),
    ).toBeInTheDocument();
    expect(app.currentPath()).toBe('/homepage');
  });

  it('shows a real not-found page with a link home for unknown paths', async () => {
    const app = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your business online, done right' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/home', 'YouTube Links Manager App'],
    ['/link/42/edit', 'Update Link'],
    ['/link/sharedto', 'Links Shared With Me'],
  ])('%s opens its links screen for an administrator', async (path, heading) => {
    storeTokens({ accessToken: 'admin-token' });
    stubFetch((call) =>
      /^\/api\/v1\/links\/(sharedto\/)?\d+\/\d+\//.test(call.path)
        ? jsonResponse(200, { listOfLinks: [], totalLinksCount: 0, totalPages: 0 })
        : errorResponse(404, 'Link not found'),
    );
    renderApp(path);
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(heading));
  });

  it('/audit opens the public EMI audit summary without a token', async () => {
    stubFetch(() => errorResponse(400, 'No summary in this test'));
    const app = renderApp('/audit');
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'EMI Audit Summary' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('EMI Audit Summary'));
    expect(app.currentPath()).toBe('/audit');
  });

  it('registers every route of webRoutes', async () => {
    for (const pattern of Object.values(webRoutes)) {
      const app = renderApp(pattern.replace(':linkId', '7').replace(':orderId', 'ORD1'));
      expect(await screen.findByRole('main')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Page not found' }), pattern).not.toBeInTheDocument();
      app.unmount();
    }
  }, 30_000); // loads every feature chunk for the first time

  it("on an expired session shows 'Token expired' and goes to /login", async () => {
    storeTokens({ accessToken: makeJwt(-60), refreshToken: 'spent' });
    storeEmail('asha@example.in');
    stubFetch((call) => {
      if (call.path === '/api/v1/site') return jsonResponse(200, { companyName: 'Navya Web Solutions' });
      return errorResponse(401, 'Unauthorized');
    });
    const app = renderApp('/checkoutuser');
    expect(await screen.findByText('Token expired')).toBeInTheDocument();
    expect(screen.getByText('Warning')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Customer Login' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/login');
    expect([getAuthToken(), getStoredEmail()]).toEqual(['', '']);
  });
});
