import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storeEmail } from '../../../lib/storage.ts';
import { errorResponse, jsonResponse, type RecordedCall } from '../../../testing/fetch-stub.ts';
import { ORDER_ID, orderDetail } from '../../../testing/order-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { signInCustomer, stubShop } from '../../../testing/shop-fixtures.ts';

const PENDING_ID = 'ORD20261201090000ABCDEF';
const orders = [
  orderDetail(),
  orderDetail({
    orderId: PENDING_ID,
    orderDate: '2026-12-01T09:00:00.000Z',
    orderStatus: 'Pending',
    paymentStatus: 'NOT_ATTEMPTED',
    orderAmount: 9999,
    domain: 'asha.in',
    domainPrice: 0,
    products: [{ planTitle: 'Standard', description: 'd', domainPrice: 0, features: [] }],
  }),
];

function openDashboard(answer: (call: RecordedCall) => Response | undefined = () => undefined) {
  const net = stubShop((call) =>
    call.path === '/api/payment/order-status' ? jsonResponse(200, orders) : answer(call),
  );
  return { net, ...renderApp('/dashboard') };
}

async function rowOf(orderId: string) {
  const table = await screen.findByRole('table');
  const link = within(table)
    .getAllByRole('link')
    .find((anchor) => anchor.getAttribute('href') === `/paymentdetails/${orderId}`);
  return within(link?.closest('tr') as HTMLElement);
}

describe('customer dashboard', () => {
  it('lists the orders as dashboard rows with coloured status badges', async () => {
    signInCustomer();
    openDashboard();
    expect(await screen.findByRole('heading', { name: 'Welcome to the Dashboard' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Product',
      'Product Price',
      'Domain',
      'Domain Price',
      'Amount Paid',
      'Order Date',
      'Status',
      'Invoice',
    ]);

    const paid = (await rowOf(ORDER_ID)).getAllByRole('cell').map((cell) => cell.textContent);
    expect(paid.slice(0, 7)).toEqual([
      'Basic',
      '₹4,999',
      'asha.com',
      '₹99/month',
      '₹5,098',
      '22 Nov 2026',
      'Paid',
    ]);
    expect((await rowOf(ORDER_ID)).getByText('Paid')).toHaveClass('badge', 'text-bg-success');
    expect((await rowOf(ORDER_ID)).getByRole('button', { name: `Bill for order ${ORDER_ID}` })).toBeEnabled();

    const pending = await rowOf(PENDING_ID);
    expect(pending.getByRole('link', { name: 'Standard' })).toHaveAttribute(
      'href',
      `/paymentdetails/${PENDING_ID}`,
    );
    expect(pending.getByText('Pending')).toHaveClass('badge', 'text-bg-warning');
    expect(pending.getByText('Free')).toBeInTheDocument();
    expect(pending.queryByRole('button', { name: /Bill/ })).not.toBeInTheDocument();
    expect(pending.getByText('No invoice yet')).toBeInTheDocument();
  });

  it('shows Failed and Canceled orders in red', async () => {
    signInCustomer();
    stubShop((call) =>
      call.path === '/api/payment/order-status'
        ? jsonResponse(200, [orderDetail({ orderStatus: 'Canceled' })])
        : undefined,
    );
    renderApp('/dashboard');
    expect(await screen.findByText('Canceled')).toHaveClass('text-bg-danger');
  });

  it('Bill downloads the invoice and saves it as Invoice_{orderId}.pdf', async () => {
    signInCustomer();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:invoice');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const { net, user } = openDashboard((call) =>
      call.path === `/api/bill/${ORDER_ID}`
        ? new Response('%PDF-1.7', {
            headers: { 'Content-Disposition': `attachment; filename="Invoice_${ORDER_ID}.pdf"` },
          })
        : undefined,
    );
    await user.click((await rowOf(ORDER_ID)).getByRole('button', { name: /^Bill/ }));

    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:invoice', download: `Invoice_${ORDER_ID}.pdf` }]),
    );
    expect(net.callsTo(`/api/bill/${ORDER_ID}`)[0]?.headers.get('Authorization')).toBe('Bearer a1');
    const [blob] = createObjectURL.mock.calls[0] ?? [];
    expect(await (blob as Blob).text()).toBe('%PDF-1.7');
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:invoice'));
  });

  it('only logs a failed invoice download', async () => {
    signInCustomer();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = openDashboard((call) =>
      call.path.startsWith('/api/bill/') ? errorResponse(404, 'Invoice not found') : undefined,
    );
    await user.click((await rowOf(ORDER_ID)).getByRole('button', { name: /^Bill/ }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByText('Invoice not found')).not.toBeInTheDocument();
  });

  it("says 'You have no orders yet.' with a way to the plans", async () => {
    signInCustomer();
    stubShop((call) => (call.path === '/api/payment/order-status' ? jsonResponse(200, []) : undefined));
    renderApp('/dashboard');
    expect(await screen.findByText(/You have no orders yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/plans');
  });

  it('collapses the sidebar to icons; Reports and Billing are marked as coming soon', async () => {
    signInCustomer();
    const { user } = openDashboard();
    const toggle = await screen.findByRole('button', { name: 'Dashboard menu' });
    const menu = within(screen.getByRole('navigation', { name: 'Dashboard menu' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByText('Reports').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true');
    expect(menu.getAllByText('Coming soon')).toHaveLength(2);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu.getByText('Billing', { exact: false })).toHaveClass('visually-hidden');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('sends a visitor without a stored session to /homepage', async () => {
    const { currentPath } = openDashboard();
    await waitFor(() => expect(currentPath()).toBe('/homepage'));
  });

  it('sends a customer whose user-info lookup fails to /homepage', async () => {
    signInCustomer();
    storeEmail('gone@example.in');
    const { net, currentPath } = openDashboard((call) =>
      call.path.startsWith('/api/auth/userinfo/') ? errorResponse(404, 'User not found') : undefined,
    );
    await waitFor(() => expect(currentPath()).toBe('/homepage'));
    expect(net.callsTo('/api/payment/order-status')).toHaveLength(0);
  });
});
