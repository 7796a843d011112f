import { choosePlan, selectDomain } from '@app/shared/orders/cart';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getStoredCart, getStoredOrderId, storeCart, storeOrderId } from '../../lib/cart-storage.ts';
import { errorResponse } from '../../testing/fetch-stub.ts';
import { renderApp } from '../../testing/render-app.tsx';
import {
  basicPlan,
  businessPlan,
  signInCustomer,
  standardPlan,
  stubShop,
  userInfoPath,
} from '../../testing/shop-fixtures.ts';

const pendingMessage = 'You have pending order for completion.';

async function openPlans() {
  const app = renderApp('/plans');
  expect(await screen.findByRole('heading', { level: 2, name: 'Basic' })).toBeInTheDocument();
  return app;
}

describe('plans', () => {
  it('shows basic by default with its features, description and price', async () => {
    stubShop();
    await openPlans();
    expect(screen.getByRole('radio', { name: 'Basic' })).toBeChecked();
    for (const name of ['Standard', 'Business', 'Custom']) {
      expect(screen.getByRole('radio', { name })).not.toBeChecked();
    }
    expect(screen.getByRole('group', { name: 'Choose a plan' })).toBeInTheDocument();
    expect(screen.getByText('₹4,999')).toBeInTheDocument();
    expect(screen.getByText('one-time, includes first-year hosting')).toBeInTheDocument();
    expect(screen.getByText(basicPlan.description)).toBeInTheDocument();
    const features = within(screen.getByRole('list', { name: 'Basic features' }));
    expect(features.getAllByRole('listitem').map((item) => item.textContent)).toEqual(basicPlan.features);
    expect(getStoredCart()).toEqual([]);
  });

  it('switching the plan shows it and makes the stored cart that plan alone', async () => {
    stubShop();
    storeCart(selectDomain([], { domainName: 'shop.in', domainPrice: 0 }));
    storeOrderId('ORD1');
    const { user } = await openPlans();
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Business' })).toBeInTheDocument();
    expect(screen.getByText('₹19,999')).toBeInTheDocument();
    expect(getStoredCart()).toEqual(choosePlan([], businessPlan));

    await user.click(screen.getByRole('radio', { name: 'Standard' }));
    expect(screen.getByText('₹9,999')).toBeInTheDocument();
    expect(getStoredCart()).toEqual(choosePlan([], standardPlan));
  });

  it('custom shows the quote form and empties the cart', async () => {
    stubShop();
    storeCart(choosePlan([], standardPlan));
    const { user } = renderApp('/plans');
    await user.click(await screen.findByRole('radio', { name: 'Custom' }));
    expect(screen.getByRole('form', { name: 'Request a custom quote' })).toBeInTheDocument();
    expect(screen.getByLabelText('Description of Requirement')).toHaveAttribute('maxLength', '1000');
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
    expect(getStoredCart()).toEqual([]);
  });

  it('starts a new order id when opened with an empty cart', async () => {
    stubShop();
    storeOrderId('ORD-OLD-ONE');
    await openPlans();
    await waitFor(() => expect(getStoredOrderId()).toMatch(/^ORD\d{14}[A-Z0-9]{6}$/));
  });

  it('shows a load failure with Retry, which loads the plans again', async () => {
    let failing = true;
    stubShop((call) =>
      call.path === '/api/v1/products' && failing ? errorResponse(429, 'Too many requests') : undefined,
    );
    const { user } = renderApp('/plans');
    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('₹4,999')).toBeInTheDocument();
  });
});

describe('pending order', () => {
  it('shows the message, keeps the order id, preselects the plan and links to the cart', async () => {
    signInCustomer();
    stubShop();
    storeCart(choosePlan([], businessPlan));
    storeOrderId('ORD123');
    const { user, currentPath } = renderApp('/plans');
    expect(await screen.findByText(pendingMessage)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Business' })).toBeChecked();
    expect(getStoredOrderId()).toBe('ORD123');
    await user.click(screen.getByRole('link', { name: 'Continue checkout' }));
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(currentPath()).toBe('/cart');
  });

  it.each([
    ['the cart is empty', false, 'ORD20261122104512K7P2QX'],
    ['the order id has 5 characters', true, 'ORD12'],
  ])('is not shown when %s', async (_case, withPlan, orderId) => {
    stubShop();
    if (withPlan) storeCart(choosePlan([], basicPlan));
    storeOrderId(orderId);
    await openPlans();
    expect(screen.queryByText(pendingMessage)).not.toBeInTheDocument();
  });
});

describe('Buy Now', () => {
  it('without a signed-in customer puts the plan in the cart and goes to /checkoutuser', async () => {
    const net = stubShop();
    const { user, currentPath } = await openPlans();
    await user.click(screen.getByRole('radio', { name: 'Standard' }));
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(currentPath()).toBe('/checkoutuser');
    expect(getStoredCart()).toEqual(choosePlan([], standardPlan));
    expect(net.callsTo(userInfoPath)).toHaveLength(0);
  });

  it('with a stored email that is not a user goes to /checkoutuser', async () => {
    signInCustomer();
    stubShop((call) => (call.path === userInfoPath ? errorResponse(404, 'No such user') : undefined));
    const { user, currentPath } = await openPlans();
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(currentPath()).toBe('/checkoutuser'));
  });

  it('for a signed-in customer goes to /cart', async () => {
    signInCustomer();
    stubShop();
    const { user, currentPath } = await openPlans();
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(currentPath()).toBe('/cart');
    expect(getStoredCart()).toEqual(choosePlan([], basicPlan));
  });
});
