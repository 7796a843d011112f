import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { linksPage, makeLink, signInAdmin, stubLinksApi } from '../testing/link-fixtures.ts';

function openShared(path: string, page: ReturnType<typeof linksPage>) {
  signInAdmin();
  const net = stubLinksApi((call) =>
    /^\/api\/v1\/links\/shared(by|to)\//.test(call.path) ? jsonResponse(200, page) : undefined,
  );
  return { net, ...renderApp(path) };
}

const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('shared links', () => {
  it('/link/sharedto lists links shared with me, view-only, with their owner', async () => {
    const { net, user } = openShared(
      '/link/sharedto',
      linksPage([makeLink({ linkId: 12, sharedBy: 'ravi@example.in' })], 1, 1),
    );
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1, name: 'Links Shared With Me' })).toBeInTheDocument();
    expect(headersOf(table)).toEqual([
      'Link Url',
      'Link Description',
      'Link Type',
      'Thumbnail',
      'Shared By',
      'Action',
    ]);
    const row = within(within(table).getAllByRole('row')[1] as HTMLElement);
    expect(row.getByText('ravi@example.in')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'View Lo-fi beats' })).toHaveAttribute('href', '/link/12/view');
    expect(row.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');

    await user.click(screen.getByRole('button', { name: 'Link Type' }));
    await waitFor(() =>
      expect(net.calls.map((call) => call.path)).toEqual([
        '/api/v1/links/sharedto/1/10/linkName/ASC',
        '/api/v1/links/sharedto/1/10/linkType/ASC',
      ]),
    );
  });

  it('/link/sharedby lists my shared links with whom they are shared', async () => {
    const { net } = openShared(
      '/link/sharedby',
      linksPage([makeLink({ sharedWith: ['meera@example.in', 'ravi@example.in'] })], 1, 1),
    );
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1, name: 'Links Shared By Me' })).toBeInTheDocument();
    expect(headersOf(table)).toContain('Shared With');
    const row = within(within(table).getAllByRole('row')[1] as HTMLElement);
    expect(row.getByText('meera@example.in, ravi@example.in')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Edit Lo-fi beats' })).toBeInTheDocument();
    expect(net.calls[0]?.path).toBe('/api/v1/links/sharedby/1/10/linkName/ASC');
  });

  it('says so when nothing is shared', async () => {
    openShared('/link/sharedto', linksPage([], 0, 0));
    expect(await screen.findByText('No links have been shared with you.')).toBeInTheDocument();
  });
});
