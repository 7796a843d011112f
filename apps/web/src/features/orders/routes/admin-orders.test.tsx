import type { AdminOrderPage, OrderDetail } from '@app/shared/orders';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/storage.ts';
import { errorResponse, jsonResponse, type RecordedCall, stubFetch } from '../../../testing/fetch-stub.ts';
import { ORDER_ID, orderDetail } from '../../../testing/order-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { expectToast } from '../../../testing/shop-fixtures.ts';

const page = (orders: OrderDetail[], totalOrders = orders.length, totalPages = 1): AdminOrderPage => ({
  orders,
  totalOrders,
  totalPages,
});

function openAsAdmin(answer: (call: RecordedCall) => Response) {
  storeTokens({ accessToken: 'admin-token', refreshToken: '' });
  const net = stubFetch((call) =>
    call.path.startsWith('/api/v1/admin/orders') ? answer(call) : errorResponse(404, 'x'),
  );
  return { net, ...renderApp('/admin/orders') };
}

const listCalls = (net: ReturnType<typeof openAsAdmin>['net']) =>
  net.calls.filter((call) => call.method === 'GET').map((call) => call.path);

describe('admin orders', () => {
  it('sends a visitor without a token to /loginadmin', async () => {
    stubFetch(() => errorResponse(404, 'x'));
    const { currentPath } = renderApp('/admin/orders');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/loginadmin');
  });

  it('lists the orders with customer, amount and a status badge', async () => {
    const { net } = openAsAdmin(() => jsonResponse(200, page([orderDetail()])));
    const table = within(await screen.findByRole('table'));
    expect(listCalls(net)).toEqual(['/api/v1/admin/orders?page=1&size=25']);
    expect(net.calls[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Order ID',
      'Date',
      'Customer',
      'Product',
      'Domain',
      'Amount',
      'Status',
      'Change status',
    ]);
    const row = within(table.getAllByRole('row')[1] as HTMLElement);
    expect(row.getByText(ORDER_ID)).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'asha@example.in' })).toHaveAttribute(
      'href',
      'mailto:asha@example.in',
    );
    expect(row.getByText('₹5,098')).toBeInTheDocument();
    expect(row.getByText('Paid', { selector: '.badge' })).toHaveClass('text-bg-success');
    expect(screen.getByRole('link', { name: 'Quote requests' })).toHaveAttribute('href', '/admin/quotes');
  });

  it('filters by status, starting again at page 1', async () => {
    const { net, user } = openAsAdmin((call) =>
      call.path.includes('status=OnHold')
        ? jsonResponse(200, page([], 0, 0))
        : jsonResponse(200, page([orderDetail()], 30, 2)),
    );
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'OnHold');

    expect(await screen.findByText('No OnHold orders.')).toBeInTheDocument();
    expect(listCalls(net)).toEqual([
      '/api/v1/admin/orders?page=1&size=25',
      '/api/v1/admin/orders?page=2&size=25',
      '/api/v1/admin/orders?page=1&size=25&status=OnHold',
    ]);
    expect(
      within(screen.getByLabelText('Filter by status'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Pending', 'Paid', 'InProgress', 'Complete', 'OnHold', 'Failed', 'Canceled']);
  });

  it('saves a status change with its note, confirms it and reloads the list', async () => {
    let status: OrderDetail['orderStatus'] = 'Paid';
    const { net, user } = openAsAdmin((call) => {
      if (call.method === 'PATCH') {
        status = 'InProgress';
        return jsonResponse(200, orderDetail({ orderStatus: status }));
      }
      return jsonResponse(200, page([orderDetail({ orderStatus: status })]));
    });
    const form = within(await screen.findByRole('form', { name: `Change status of ${ORDER_ID}` }));
    expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.selectOptions(form.getByLabelText('New status'), 'InProgress');
    await user.type(form.getByLabelText('Note (optional)'), '  Design started  ');
    await user.click(form.getByRole('button', { name: 'Save' }));

    await expectToast('Success', 'Order status updated');
    const patch = net.calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe(`/api/v1/admin/orders/${ORDER_ID}`);
    expect(patch?.body).toEqual({ orderStatus: 'InProgress', note: 'Design started' });
    expect(await screen.findByText('InProgress', { selector: '.badge' })).toBeInTheDocument();
    expect(listCalls(net)).toHaveLength(2);
  });

  it('sends no note when none is written, and shows a refused change in an Error toast', async () => {
    const { net, user } = openAsAdmin((call) =>
      call.method === 'PATCH'
        ? errorResponse(422, 'This change is not allowed')
        : jsonResponse(200, page([orderDetail()])),
    );
    const form = within(await screen.findByRole('form', { name: `Change status of ${ORDER_ID}` }));
    await user.selectOptions(form.getByLabelText('New status'), 'Canceled');
    await user.click(form.getByRole('button', { name: 'Save' }));

    await expectToast('Error', 'This change is not allowed');
    expect(net.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ orderStatus: 'Canceled' });
  });

  it('offers only the changes the lifecycle allows, and none for a cancelled order', async () => {
    openAsAdmin(() =>
      jsonResponse(
        200,
        page([orderDetail(), orderDetail({ orderId: 'ORD20261122104512CANCEL', orderStatus: 'Canceled' })]),
      ),
    );
    const form = within(await screen.findByRole('form', { name: `Change status of ${ORDER_ID}` }));
    const options = within(form.getByLabelText('New status')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Paid', 'InProgress', 'OnHold', 'Canceled']);
    expect(screen.getByText('No further changes')).toBeInTheDocument();
  });

  it.each([401, 403])("shows 'Access Denied!' on %i", async (status) => {
    openAsAdmin(() => errorResponse(status, 'Forbidden'));
    expect(await screen.findByText('Access Denied!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in as administrator' })).toHaveAttribute(
      'href',
      '/loginadmin',
    );
  });
});
