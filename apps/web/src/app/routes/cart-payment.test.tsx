import { orderMessages } from '@app/shared/orders';
import { choosePlan, selectDomain } from '@app/shared/orders/cart';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getStoredCart, getStoredOrderId, storeCart, storeOrderId } from '../../lib/cart-storage.ts';
import { errorResponse, jsonResponse, type RecordedCall } from '../../testing/fetch-stub.ts';
import { ORDER_ID, orderDetail, siteInfo } from '../../testing/order-fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { basicPlan, customer, expectToast, signInCustomer, stubShop } from '../../testing/shop-fixtures.ts';

const CREATE_PATH = '/api/payment/cashfree-order';
const VERIFY_PATH = `/api/payment/cashfree-verify/${ORDER_ID}`;
const DROP_PATH = '/emulator/cashfree/checkout/drop';
const cart = selectDomain(choosePlan([], basicPlan), { domainName: 'asha.in', domainPrice: 0 });

type Answers = Partial<Record<string, (call: RecordedCall) => Response | Promise<Response>>>;

/** A signed-in customer with a complete cart, at /cart, with the payment server answering. */
async function openCompleteCart(answers: Answers = {}) {
  signInCustomer();
  storeOrderId(ORDER_ID);
  storeCart(cart);
  const defaults: Answers = {
    '/api/v1/site': () => jsonResponse(200, siteInfo),
    [CREATE_PATH]: () => jsonResponse(200, { paymentSessionId: 'session_1', orderId: ORDER_ID }),
    [VERIFY_PATH]: () => jsonResponse(200, orderDetail()),
    [`/api/payment/cashfree-get/${ORDER_ID}`]: () => jsonResponse(200, orderDetail()),
    [DROP_PATH]: () => new Response(null, { status: 204 }),
  };
  const net = stubShop((call) => ({ ...defaults, ...answers })[call.path]?.(call));
  const app = renderApp('/cart');
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  return { ...app, net };
}

async function payNow(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Pay Now' }));
  return within(await screen.findByRole('dialog', { name: 'Secure payment' }));
}

function postFromEmulator(data: Record<string, unknown>, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { origin, data: { source: 'cashfree-emulator', ...data } }),
    );
  });
}

const finished = { type: 'paymentDetails', status: 'SUCCESS', orderId: ORDER_ID, paymentMessage: 'Paid' };

describe('Pay Now with the emulator checkout', () => {
  it('sends the customer order, opens the test payment and, once paid, verifies and confirms', async () => {
    const { user, net, currentPath } = await openCompleteCart();
    const dialog = await payNow(user);

    expect(net.callsTo(CREATE_PATH)[0]?.body).toEqual({
      customerName: customer.customerName,
      customerEmail: customer.customerEmail,
      mobile: customer.mobile,
      address: customer.address,
      amount: 4999,
      products: cart,
      orderId: ORDER_ID,
      source: 'localhost',
    });
    expect(dialog.getByTitle('Test payment')).toHaveAttribute(
      'src',
      '/emulator/cashfree/checkout?payment_session_id=session_1',
    );

    // Another origin could post a look-alike message; it is ignored.
    postFromEmulator(finished, 'https://evil.example');
    expect(net.callsTo(VERIFY_PATH)).toHaveLength(0);

    postFromEmulator(finished);
    expect(await screen.findByRole('heading', { name: 'Payment Confirmation' })).toBeInTheDocument();
    expect(currentPath()).toBe(`/paymentdetails/${ORDER_ID}`);
    expect(net.callsTo(VERIFY_PATH)).toHaveLength(1);
    expect([getStoredCart(), getStoredOrderId()]).toEqual([[], '']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes to the confirmation even when verification fails, and after a failed payment', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, net, currentPath } = await openCompleteCart({
      [VERIFY_PATH]: () => errorResponse(502, 'Provider down'),
    });
    await payNow(user);
    postFromEmulator({ ...finished, status: 'FAILED', paymentMessage: 'Card declined' });

    await waitFor(() => expect(currentPath()).toBe(`/paymentdetails/${ORDER_ID}`));
    expect(net.callsTo(VERIFY_PATH)).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
    expect(getStoredCart()).toEqual([]);
  });

  it.each([
    [
      'the X button',
      (user: ReturnType<typeof renderApp>['user']) =>
        user.click(screen.getByLabelText('Close payment window')),
    ],
    ['Escape', (user: ReturnType<typeof renderApp>['user']) => user.keyboard('{Escape}')],
  ])('closed with %s: reports the drop, keeps the cart and stays', async (_case, close) => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { user, net, currentPath } = await openCompleteCart();
    await payNow(user);
    await close(user);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(net.callsTo(DROP_PATH)[0]?.body).toEqual({ payment_session_id: 'session_1' });
    expect(net.callsTo(DROP_PATH)[0]?.headers.has('Authorization')).toBe(false);
    expect(net.callsTo(VERIFY_PATH)).toHaveLength(0);
    expect(currentPath()).toBe('/cart');
    expect(getStoredCart()).toEqual(cart);
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  it("cancelled on the emulator's page: closes without a drop report and keeps the cart", async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { user, net, currentPath } = await openCompleteCart();
    await payNow(user);
    postFromEmulator({ type: 'error', code: 'user_dropped', message: 'Cancelled by the customer' });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(net.callsTo(DROP_PATH)).toHaveLength(0);
    expect(currentPath()).toBe('/cart');
    expect(getStoredOrderId()).toBe(ORDER_ID);
  });
});

describe('Pay Now when the payment order cannot be created', () => {
  it.each([
    [422, orderMessages.amountMismatch, orderMessages.amountMismatch],
    [409, 'This order is already paid', 'This order is already paid'],
    [502, orderMessages.paymentProviderDown, 'Something went wrong'],
  ])('%i shows an Error toast and keeps the cart', async (status, serverMessage, shown) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await openCompleteCart({ [CREATE_PATH]: () => errorResponse(status, serverMessage) });
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));

    await expectToast('Error', shown);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getStoredCart()).toEqual(cart);
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  it('disables Pay Now while the order is being created', async () => {
    let answer: (response: Response) => void = () => {};
    const created = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const { user } = await openCompleteCart({ [CREATE_PATH]: () => created });
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    answer(jsonResponse(200, { paymentSessionId: 'session_1', orderId: ORDER_ID }));
    expect(await screen.findByRole('dialog', { name: 'Secure payment' })).toBeInTheDocument();
  });
});
