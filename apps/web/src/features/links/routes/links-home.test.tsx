import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAuthToken, getRefreshToken } from '../../../lib/storage.ts';
import { errorResponse, jsonResponse, type RecordedCall } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { expectToast } from '../../../testing/shop-fixtures.ts';
import { LIST_PATH, linksPage, makeLink, signInAdmin, stubLinksApi } from '../testing/link-fixtures.ts';

const TITLE = 'YouTube Links Manager App';

const withImage = makeLink({ linkId: 8, linkName: 'Rust talk', linkImage: 'iVBORw0KGgo=', linkType: 'Talk' });

function openDashboard(answer: (call: RecordedCall) => Response | undefined, path = '/home') {
  signInAdmin();
  const net = stubLinksApi(answer);
  const app = renderApp(path);
  const listCalls = () =>
    net.calls
      .filter((call) => LIST_PATH.test(call.path) || call.path.includes('/search/'))
      .map((call) => call.path);
  return { net, listCalls, ...app };
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('links dashboard (/home)', () => {
  it('sends a visitor without a token to /loginadmin', async () => {
    stubLinksApi(() => undefined);
    const { currentPath } = renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/loginadmin');
  });

  it('lists my links with their totals, thumbnails and actions', async () => {
    const { net } = openDashboard((call) =>
      LIST_PATH.test(call.path) ? jsonResponse(200, linksPage([makeLink(), withImage], 2, 1)) : undefined,
    );
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(net.calls[0]).toMatchObject({ method: 'GET', path: '/api/v1/links/1/10/linkName/ASC' });
    expect(net.calls[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Link Url', 'Link Description', 'Link Type', 'Thumbnail', 'Action']);

    const [first, second] = rowsOf(table).map((row) => within(row));
    const anchor = first?.getByRole('link', { name: 'Lo-fi beats' });
    expect(anchor).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abc123');
    expect(anchor).toHaveAttribute('target', '_blank');
    expect(anchor).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(first?.getByText('Music to code to')).toBeInTheDocument();
    expect(first?.getByRole('img', { name: 'Lo-fi beats' })).toHaveAttribute(
      'src',
      'https://img.youtube.com/vi/abc123/0.jpg',
    );
    expect(second?.getByRole('img', { name: 'Rust talk' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(first?.getByRole('link', { name: 'View Lo-fi beats' })).toHaveAttribute('href', '/link/7/view');
    expect(first?.getByRole('link', { name: 'Edit Lo-fi beats' })).toHaveAttribute('href', '/link/7/edit');
    expect(first?.getByRole('button', { name: 'Delete Lo-fi beats' })).toBeInTheDocument();

    const summary = within(screen.getByRole('list', { name: 'Links summary' }));
    expect(summary.getByText('Total links: 2')).toBeInTheDocument();
    expect(summary.getByText('Total pages: 1')).toBeInTheDocument();
    expect(summary.getByText('Current page: 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Add$/ })).toHaveAttribute('href', '/create-link');
    expect(screen.getByRole('link', { name: 'SharedBy' })).toHaveAttribute('href', '/link/sharedby');
    expect(screen.getByRole('link', { name: 'SharedTo' })).toHaveAttribute('href', '/link/sharedto');
    expect(screen.getByRole('link', { name: 'Quote requests' })).toHaveAttribute('href', '/admin/quotes');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/admin/orders');
  });

  it('toggles the order on each click of a sortable header', async () => {
    const { user, listCalls } = openDashboard((call) =>
      LIST_PATH.test(call.path) ? jsonResponse(200, linksPage([makeLink()])) : undefined,
    );
    await screen.findByRole('table');
    const nameHeader = screen.getByRole('columnheader', { name: /Link Url/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Link Url' }));
    expect(await screen.findByRole('columnheader', { name: /Link Url/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(screen.getByRole('button', { name: 'Link Url' }));
    await user.click(screen.getByRole('button', { name: 'Link Type' }));
    await user.click(screen.getByRole('button', { name: 'Link Type' }));

    expect(screen.getByRole('columnheader', { name: /Link Type/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: /Link Url/ })).not.toHaveAttribute('aria-sort');
    expect(listCalls()).toEqual([
      '/api/v1/links/1/10/linkName/ASC',
      '/api/v1/links/1/10/linkName/DESC',
      '/api/v1/links/1/10/linkType/ASC',
      '/api/v1/links/1/10/linkType/DESC',
    ]);
  });

  it('pages with up to seven page links, and a new page size starts at page 1', async () => {
    const { user, listCalls } = openDashboard((call) =>
      LIST_PATH.test(call.path) ? jsonResponse(200, linksPage([makeLink()], 200, 20)) : undefined,
    );
    const pages = within(await screen.findByRole('navigation', { name: 'Links pages' }));
    expect(pages.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      'Next',
    ]);
    expect(pages.getByText('Previous')).not.toHaveAttribute('type');
    expect(pages.getByText('1').closest('[aria-current]')).toHaveAttribute('aria-current', 'page');

    await user.click(pages.getByRole('button', { name: 'Page 4' }));
    expect(await screen.findByText('Current page: 4')).toBeInTheDocument();
    await user.click(pages.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Current page: 5')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Page size'), '25');
    expect(await screen.findByText('Current page: 1')).toBeInTheDocument();

    expect(
      within(screen.getByLabelText('Page size'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '25', '50', '75', '100']);
    expect(listCalls()).toEqual([
      '/api/v1/links/1/10/linkName/ASC',
      '/api/v1/links/4/10/linkName/ASC',
      '/api/v1/links/5/10/linkName/ASC',
      '/api/v1/links/1/25/linkName/ASC',
    ]);
  });

  it('searches only with at least 2 characters, otherwise shows the plain list', async () => {
    const { net, user, listCalls } = openDashboard((call) => {
      if (call.path.startsWith('/api/v1/links/search/')) return jsonResponse(200, linksPage([withImage]));
      return LIST_PATH.test(call.path) ? jsonResponse(200, linksPage([makeLink()], 1, 1)) : undefined;
    });
    await screen.findByRole('table');
    const search = screen.getByRole('searchbox', { name: 'Search links' });

    await user.type(search, ' r ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('link', { name: 'Lo-fi beats' })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, '  ru ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'Rust talk' })).toBeInTheDocument();
    expect(search).toHaveValue('ru');
    const post = net.calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({
      path: '/api/v1/links/search/1/10/linkName/ASC',
      body: { searchText: 'ru', linkTagNames: [] },
    });

    await user.clear(search);
    await user.type(search, 'x');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'Lo-fi beats' })).toBeInTheDocument();
    expect(listCalls()).toEqual([
      '/api/v1/links/1/10/linkName/ASC',
      '/api/v1/links/search/1/10/linkName/ASC',
    ]);
  });

  it('moves to the last page when the requested page is beyond it', async () => {
    const { listCalls } = openDashboard((call) => {
      if (!LIST_PATH.test(call.path)) return undefined;
      const onLastPage = call.path.startsWith('/api/v1/links/3/');
      return jsonResponse(200, linksPage(onLastPage ? [makeLink()] : [], 21, 3));
    }, '/home?page=9');

    expect(await screen.findByText('Current page: 3')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Lo-fi beats' })).toBeInTheDocument();
    expect(listCalls()).toEqual(['/api/v1/links/9/10/linkName/ASC', '/api/v1/links/3/10/linkName/ASC']);
  });

  it.each([
    [401, 'User not authenticated, please login'],
    [400, 'Error Code: 400'],
  ])('goes to login when the first load fails (%i)', async (status, message) => {
    const { currentPath } = openDashboard((call) =>
      LIST_PATH.test(call.path) ? errorResponse(status, 'Nope') : undefined,
    );
    await expectToast(status === 401 ? 'Error' : 'ERROR', message);
    expect(await screen.findByRole('heading', { name: 'Customer Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('signs out: both tokens cleared, then login', async () => {
    const { net, user, currentPath } = openDashboard((call) =>
      LIST_PATH.test(call.path) ? jsonResponse(200, linksPage([])) : undefined,
    );
    expect(await screen.findByText('No links yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Signout' }));
    expect(await screen.findByRole('heading', { name: 'Customer Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect([getAuthToken(), getRefreshToken()]).toEqual(['', '']);
    expect(net.calls.filter((call) => LIST_PATH.test(call.path))).toHaveLength(1);
  });
});
