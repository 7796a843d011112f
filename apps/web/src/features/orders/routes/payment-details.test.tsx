import { choosePlan } from '@app/shared/orders/cart';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getStoredCart, getStoredOrderId, storeCart, storeOrderId } from '../../../lib/cart-storage.ts';
import { formatOrderDateTime } from '../../../lib/format-ist.ts';
import { errorResponse, jsonResponse } from '../../../testing/fetch-stub.ts';
import { ORDER_ID, orderDetail, siteInfo } from '../../../testing/order-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { basicPlan, signInCustomer, stubShop } from '../../../testing/shop-fixtures.ts';

const GET_PATH = `/api/payment/cashfree-get/${ORDER_ID}`;

function openConfirmation(answer: () => Response) {
  const net = stubShop((call) => {
    if (call.path === '/api/v1/site') return jsonResponse(200, siteInfo);
    if (call.path === GET_PATH) return answer();
    return undefined;
  });
  return { net, ...renderApp(`/paymentdetails/${ORDER_ID}`) };
}

/** The value shown next to a label in a details list. */
function shownFor(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('payment confirmation (/paymentdetails/{orderId})', () => {
  it('shows a successful payment, its order and the product, and clears the cart', async () => {
    signInCustomer();
    storeOrderId(ORDER_ID);
    storeCart(choosePlan([], basicPlan));
    const order = orderDetail();
    const { net } = openConfirmation(() => jsonResponse(200, order));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Confirmation' }),
    ).toBeInTheDocument();
    const status = await screen.findByText(/Payment status:/);
    expect(status.closest('.alert')).toHaveClass('alert-success');
    expect(status).toHaveTextContent('Payment status: SUCCESS');
    expect(net.callsTo(GET_PATH)[0]?.headers.get('Authorization')).toBe('Bearer a1');

    expect(shownFor('Customer name')).toBe('Asha Rao');
    expect(shownFor('Mobile')).toBe('9876543210');
    expect(shownFor('Email')).toBe('asha@example.in');
    expect(shownFor('Order ID')).toBe(ORDER_ID);
    expect(shownFor('Order date')).toBe('22 Nov 2026, 4:15 pm IST');
    expect(shownFor('Transaction ID')).toBe('1453002795');
    expect(shownFor('Bank reference number')).toBe('234928698581');
    expect(shownFor('Amount paid (INR)')).toBe('₹5,098');
    expect(shownFor('Transaction date')).toBe(formatOrderDateTime(order.transactionDate as string));

    const products = within(screen.getByRole('region', { name: 'Product Details' }));
    expect(shownFor('Plan')).toBe('Basic');
    expect(shownFor('Description')).toBe(basicPlan.description);
    expect(shownFor('Domain')).toBe('asha.com');
    expect(shownFor('Domain price per month')).toBe('₹99/month');
    expect(products.getAllByRole('listitem').map((item) => item.textContent)).toEqual(basicPlan.features);

    expect(screen.getByText(/within 10–15 working days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@navya.example' })).toHaveAttribute(
      'href',
      'mailto:support@navya.example',
    );
    expect(await screen.findByRole('link', { name: 'opening your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    // Signed in, so the navbar offers the dashboard too.
    const navbar = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(navbar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect([getStoredCart(), getStoredOrderId()]).toEqual([[], '']);
  });

  it('shows any other payment status in a warning style and missing references as not available', async () => {
    signInCustomer();
    openConfirmation(() =>
      jsonResponse(
        200,
        orderDetail({
          orderStatus: 'Pending',
          paymentStatus: 'USER_DROPPED',
          transactionId: null,
          bankReferenceNumber: null,
          transactionDate: null,
        }),
      ),
    );
    const status = await screen.findByText(/Payment status:/);
    expect(status).toHaveTextContent('USER_DROPPED');
    expect(status.closest('.alert')).toHaveClass('alert-warning');
    expect(shownFor('Transaction ID')).toBe('Not available');
    expect(shownFor('Transaction date')).toBe('Not available');
  });

  it('says plainly when the order does not exist (or is not yours)', async () => {
    signInCustomer();
    openConfirmation(() => errorResponse(404, 'Order not found'));
    expect(await screen.findByText('We could not find this order.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('logs any other failure and offers a retry', async () => {
    signInCustomer();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    const { user } = openConfirmation(() =>
      fail ? errorResponse(400, 'Bad order id') : jsonResponse(200, orderDetail()),
    );
    expect(await screen.findByText(/could not load this order right now/)).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByText('Bad order id')).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Payment status:/)).toHaveTextContent('SUCCESS');
  });

  it('sends a visitor without a session to /login', async () => {
    const { net, currentPath } = openConfirmation(() => jsonResponse(200, orderDetail()));
    expect(await screen.findByRole('heading', { name: 'Customer Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(net.callsTo(GET_PATH)).toHaveLength(0);
  });
});
