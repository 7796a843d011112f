import { choosePlan, selectDomain } from '@app/shared/orders/cart';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getStoredCart, storeCart, storeOrderId } from '../../lib/cart-storage.ts';
import { storeEmail, storeTokens } from '../../lib/storage.ts';
import { errorResponse, jsonResponse, makeJwt } from '../../testing/fetch-stub.ts';
import { renderApp } from '../../testing/render-app.tsx';
import {
  basicPlan,
  customer,
  expectToast,
  signInCustomer,
  stubShop,
  userInfoPath,
} from '../../testing/shop-fixtures.ts';

const ORDER_ID = 'ORD20261122104512K7P2QX';

async function openCart() {
  const app = renderApp('/cart');
  expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
  return app;
}

const cartTotal = () => screen.getByText('Cart Total').nextElementSibling;
const cartItems = () => within(screen.getByRole('list', { name: 'Cart items' }));

describe('checkout guard', () => {
  it('sends a visitor without a stored email to /checkoutuser', async () => {
    stubShop();
    storeOrderId(ORDER_ID);
    const { currentPath } = renderApp('/cart');
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(currentPath()).toBe('/checkoutuser');
  });

  it('shows a failed user-info lookup in a toast and goes to /checkoutuser', async () => {
    storeEmail('gone@example.in');
    storeOrderId(ORDER_ID);
    stubShop((call) =>
      call.path.startsWith('/api/auth/userinfo/') ? errorResponse(404, 'User not found') : undefined,
    );
    const { currentPath } = renderApp('/cart');
    await expectToast('Error', 'User not found');
    await waitFor(() => expect(currentPath()).toBe('/checkoutuser'));
  });

  it('sends a signed-in customer without an order id to /homepage', async () => {
    signInCustomer();
    const net = stubShop();
    const { currentPath } = renderApp('/cart');
    await waitFor(() => expect(currentPath()).toBe('/homepage'));
    expect(net.callsTo(userInfoPath)).toHaveLength(1);
  });

  it("on an expired session shows only 'Token expired' and goes to /login", async () => {
    storeTokens({ accessToken: makeJwt(-60), refreshToken: 'spent' });
    storeEmail(customer.customerEmail);
    storeOrderId(ORDER_ID);
    stubShop((call) => (call.path.startsWith('/api/auth/') ? errorResponse(401, 'Unauthorized') : undefined));
    const { currentPath } = renderApp('/cart');
    await expectToast('Warning', 'Token expired');
    expect(await screen.findByRole('heading', { name: 'Customer Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
  });

  it('Signout from the navbar goes to /homepage', async () => {
    signInCustomer();
    storeOrderId(ORDER_ID);
    stubShop((call) => (call.path === '/api/auth/logout' ? new Response(null, { status: 204 }) : undefined));
    const { user, currentPath } = await openCart();
    await user.click(screen.getByRole('button', { name: 'Signout' }));
    expect(await screen.findByRole('link', { name: 'Get Started' })).toBeInTheDocument();
    expect(currentPath()).toBe('/homepage');
  });

  it('shows a spinner while the user-info lookup is on its way', async () => {
    signInCustomer();
    storeOrderId(ORDER_ID);
    // Made before any request, so answering works however early the spinner shows.
    let answer: (response: Response) => void = () => {};
    const userInfo = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    stubShop((call) => (call.path === userInfoPath ? userInfo : undefined));
    renderApp('/cart');
    expect(await screen.findByText('Checking your account…')).toBeInTheDocument();
    answer(jsonResponse(200, customer));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
  });
});

describe('cart', () => {
  it('lists the plan with its features and the total, and Change Plan goes to /plans', async () => {
    signInCustomer();
    stubShop();
    storeOrderId(ORDER_ID);
    storeCart(choosePlan([], basicPlan));
    const { user, currentPath } = await openCart();
    const item = within(cartItems().getAllByRole('listitem')[0] as HTMLElement);
    expect(item.getByRole('heading', { name: 'Basic Plan' })).toBeInTheDocument();
    expect(item.getByText('Up to 5 pages')).toBeInTheDocument();
    expect(cartTotal()).toHaveTextContent('₹4,999');
    expect(
      screen.getByText('The .in domain is free; other domains cost a monthly fee, shown per month.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change Plan' }));
    expect(await screen.findByRole('heading', { name: 'Choose your plan' })).toBeInTheDocument();
    expect(currentPath()).toBe('/plans');
  });

  it('changes quantities with + and −, dropping the line at zero', async () => {
    signInCustomer();
    stubShop();
    storeOrderId(ORDER_ID);
    storeCart(selectDomain(choosePlan([], basicPlan), { domainName: 'shop.com', domainPrice: 99 }));
    const { user } = await openCart();
    expect(cartTotal()).toHaveTextContent('₹5,098');

    await user.click(screen.getByRole('button', { name: 'Add one Basic Plan' }));
    expect(cartTotal()).toHaveTextContent('₹10,097');
    expect(getStoredCart()[0]?.selectedQuantity).toBe(2);
    // A domain is registered once, so it has no + button.
    expect(screen.queryByRole('button', { name: 'Add one shop.com' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove one shop.com' }));
    expect(
      cartItems()
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Basic Plan']);
    expect(cartTotal()).toHaveTextContent('₹9,998');
  });

  it('reads the cart back from storage after a reload', async () => {
    signInCustomer();
    stubShop();
    storeOrderId(ORDER_ID);
    storeCart(choosePlan([], basicPlan));
    const first = await openCart();
    await first.user.click(screen.getByRole('button', { name: 'Add one Basic Plan' }));
    first.unmount();

    await openCart();
    expect(cartTotal()).toHaveTextContent('₹9,998');
  });
});

describe('Pay Now', () => {
  it.each([
    ['a plan without a domain', choosePlan([], basicPlan), 'To proceed further please, select domain.'],
    [
      'a domain without a plan',
      selectDomain([], { domainName: 'shop.in', domainPrice: 0 }),
      'To proceed further please, select plan.',
    ],
  ])('refuses %s with an Error toast', async (_case, cart, message) => {
    signInCustomer();
    stubShop();
    storeOrderId(ORDER_ID);
    storeCart(cart);
    const { user } = await openCart();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await expectToast('Error', message);
  });
});
