import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, type RecordedCall } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { expectToast } from '../../../testing/shop-fixtures.ts';
import { emiView, signInAdmin, stubEmiApi, viewsPage } from '../testing/emi-fixtures.ts';

function openViews(answer: (call: RecordedCall) => Response | undefined) {
  signInAdmin();
  const net = stubEmiApi(answer);
  const listCalls = () =>
    net.calls.filter((call) => call.path.startsWith('/api/v1/emi/views')).map((c) => c.path);
  return { net, listCalls, ...renderApp('/admin/emi-views') };
}

const iphone = emiView({
  viewId: 'v-2',
  viewedAt: '2026-11-21T03:00:00.000Z',
  clientIp: '198.51.100.4',
  device: 'iOS',
  browser: 'Safari',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile Safari/604.1',
});

describe('EMI summary views (/admin/emi-views)', () => {
  it('sends a visitor without a token to /loginadmin', async () => {
    stubEmiApi(() => undefined);
    const { currentPath } = renderApp('/admin/emi-views');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/loginadmin');
  });

  it('lists the views newest first, the user agent whole in its title', async () => {
    const { net, listCalls } = openViews((call) =>
      call.path.startsWith('/api/v1/emi/views')
        ? jsonResponse(200, viewsPage([emiView(), iphone]))
        : undefined,
    );
    const table = await screen.findByRole('table', { name: 'Summary views' });
    expect(listCalls()).toEqual(['/api/v1/emi/views?page=1&size=20']);
    expect(net.calls[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
    await waitFor(() => expect(document.title).toBe('EMI Summary Views'));
    expect(screen.getByText('2 views')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Viewed at', 'Server IP', 'Client IP', 'Device', 'Browser', 'User agent']);
    const first = within(rows[1] as HTMLElement);
    expect(first.getByText('22 Nov 2026, 4:15 pm')).toBeInTheDocument();
    expect(first.getByText('203.0.113.7')).toBeInTheDocument();
    expect(first.getByText('—')).toBeInTheDocument();
    expect(first.getByText('Windows')).toBeInTheDocument();
    expect(first.getByText('Chrome')).toBeInTheDocument();
    const second = within(rows[2] as HTMLElement);
    expect(second.getByText('198.51.100.4')).toBeInTheDocument();
    expect(second.getByText(iphone.userAgent)).toHaveAttribute('title', iphone.userAgent);
  });

  it('pages with Next', async () => {
    const { user, listCalls } = openViews((call) =>
      call.path.startsWith('/api/v1/emi/views')
        ? jsonResponse(200, viewsPage([emiView()], 25, 2))
        : undefined,
    );
    await screen.findByRole('table', { name: 'Summary views' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(listCalls()).toEqual(['/api/v1/emi/views?page=1&size=20', '/api/v1/emi/views?page=2&size=20']);
  });

  it('says so when nobody has viewed the summary', async () => {
    openViews((call) =>
      call.path.startsWith('/api/v1/emi/views') ? jsonResponse(200, viewsPage([], 0, 0)) : undefined,
    );
    expect(await screen.findByText('Nobody has viewed the summary yet.')).toBeInTheDocument();
  });

  it('Export CSV saves the payments as emi-payments.csv', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:emi');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { net, user } = openViews((call) => {
      if (call.path === '/api/v1/emi/export') {
        return new Response('paidAt,emi1\n2026-11-22,1200\n', { headers: { 'Content-Type': 'text/csv' } });
      }
      return call.path.startsWith('/api/v1/emi/views')
        ? jsonResponse(200, viewsPage([emiView()]))
        : undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const exportCall = net.callsTo('/api/v1/emi/export')[0];
    expect(exportCall?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(exportCall?.headers.get('Accept')).toBe('text/csv');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('emi-payments.csv');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('reports a failed export in an Error toast', async () => {
    const { user } = openViews((call) => {
      if (call.path === '/api/v1/emi/export') return errorResponse(403, 'Forbidden');
      return call.path.startsWith('/api/v1/emi/views')
        ? jsonResponse(200, viewsPage([emiView()]))
        : undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await expectToast('Could not export the payments', 'Access Denied!');
  });
});
