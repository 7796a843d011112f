import type { Quote, QuotePage } from '@app/shared/quotes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/storage.ts';
import { errorResponse, jsonResponse, type RecordedCall, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { formatReceived } from '../components/quotes-table.tsx';

const quote = (n: number, extra: Partial<Quote> = {}): Quote => ({
  quoteId: `Q${n}`,
  name: `Customer ${n}`,
  mobile: `98765432${String(n).padStart(2, '0')}`,
  email: `customer${n}@example.in`,
  description: `Requirement ${n}`,
  createdAt: `2026-11-${String(20 - n).padStart(2, '0')}T10:30:00.000Z`,
  ...extra,
});

const page = (quotes: Quote[], totalQuotes: number, totalPages: number): QuotePage => ({
  quotes,
  totalQuotes,
  totalPages,
});

function openAsAdmin(answer: (call: RecordedCall) => Response) {
  storeTokens({ accessToken: 'admin-token', refreshToken: '' });
  const net = stubFetch((call) =>
    call.path.startsWith('/api/v1/quotes') ? answer(call) : errorResponse(404, 'x'),
  );
  return { net, ...renderApp('/admin/quotes') };
}

describe('admin quote requests', () => {
  it('sends a visitor without a token to /loginadmin', async () => {
    stubFetch(() => errorResponse(404, 'x'));
    const { currentPath } = renderApp('/admin/quotes');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/loginadmin');
  });

  it('lists the requests newest first with contact links and kept line breaks', async () => {
    const first = quote(1, { description: 'A shop\nwith delivery' });
    const { net } = openAsAdmin(() => jsonResponse(200, page([first, quote(2)], 2, 1)));
    const table = within(await screen.findByRole('table'));
    expect(net.calls[0]?.path).toBe('/api/v1/quotes?page=1&size=25');
    expect(net.calls[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Received',
      'Name',
      'Mobile',
      'Email',
      'Description',
    ]);
    const [, row] = table.getAllByRole('row');
    const cells = within(row as HTMLElement);
    expect(cells.getByText(formatReceived(first.createdAt))).toHaveAttribute('dateTime', first.createdAt);
    expect(cells.getByRole('link', { name: first.mobile })).toHaveAttribute('href', `tel:${first.mobile}`);
    expect(cells.getByRole('link', { name: first.email })).toHaveAttribute('href', `mailto:${first.email}`);
    expect(cells.getByText(/A shop/)).toHaveClass('preserve-lines');
    expect(cells.getByText(/A shop/).textContent).toBe('A shop\nwith delivery');
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('pages with Previous and Next', async () => {
    const { user, net } = openAsAdmin((call) =>
      call.path.includes('page=2')
        ? jsonResponse(200, page([quote(11)], 26, 2))
        : jsonResponse(200, page([quote(1)], 26, 2)),
    );
    expect(await screen.findByText('Customer 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Customer 11')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(net.calls.map((call) => call.path)).toContain('/api/v1/quotes?page=2&size=25');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Customer 1')).toBeInTheDocument();
  });

  it("says 'No quote requests yet.' when there are none", async () => {
    openAsAdmin(() => jsonResponse(200, page([], 0, 0)));
    expect(await screen.findByText('No quote requests yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it.each([401, 403])("shows 'Access Denied!' with a link to /loginadmin on %i", async (status) => {
    openAsAdmin(() => errorResponse(status, 'Forbidden'));
    expect(await screen.findByText('Access Denied!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in as administrator' })).toHaveAttribute(
      'href',
      '/loginadmin',
    );
  });
});
