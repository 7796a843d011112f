import type { DomainCheckResult } from '@app/shared/domains';
import { choosePlan } from '@app/shared/orders/cart';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getStoredCart, storeCart, storeOrderId } from '../../lib/cart-storage.ts';
import { errorResponse, jsonResponse, type RecordedCall } from '../../testing/fetch-stub.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { basicPlan, expectToast, signInCustomer, stubShop } from '../../testing/shop-fixtures.ts';

const taken: DomainCheckResult = {
  domainName: 'shop.com',
  domainStatus: 'UNAVAILABLE',
  domainPrice: 99,
  suggestedDomains: { 'shop.in': 0, 'shop.net': 119 },
  message: 'shop.com is already registered. Try one of the suggestions.',
};

const available: DomainCheckResult = {
  domainName: 'ashabakes.com',
  domainStatus: 'AVAILABLE',
  domainPrice: 99,
  suggestedDomains: {},
  message: 'ashabakes.com is available.',
};

const isDomainCheck = (call: RecordedCall) => call.path.startsWith('/api/domains/check');

async function openCart(answer: (call: RecordedCall) => Response) {
  signInCustomer();
  storeOrderId('ORD20261122104512K7P2QX');
  storeCart(choosePlan([], basicPlan));
  const net = stubShop((call) => (isDomainCheck(call) ? answer(call) : undefined));
  const app = renderApp('/cart');
  const input = await screen.findByLabelText('Find your domain');
  const search = async (text: string) => {
    await app.user.clear(input);
    await app.user.type(input, text);
    await app.user.click(screen.getByRole('button', { name: 'Search' }));
  };
  return { ...app, net, input, search };
}

const cartTotal = () => screen.getByText('Cart Total').nextElementSibling;
const table = (caption: string) => within(screen.getByRole('table', { name: caption }));

describe('domain search', () => {
  it("refuses text that is not a domain inline with 'Please, enter valid domain' and asks nothing", async () => {
    const { net, input, search, user } = await openCart(() => jsonResponse(200, available));
    expect(input).toHaveAttribute('placeholder', 'yourbusiness.in');
    await search('not a domain');
    expect(screen.getByText('Please, enter valid domain')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Please, enter valid domain');
    expect(net.calls.filter(isDomainCheck)).toHaveLength(0);

    await user.type(input, 'x');
    expect(screen.queryByText('Please, enter valid domain')).not.toBeInTheDocument();
  });

  it('shows the server message as a Warning toast, the result and the suggestions', async () => {
    const { net, search } = await openCart(() => jsonResponse(200, taken));
    await search('  Shop.COM ');
    await expectToast('Warning', taken.message);
    const [call] = net.calls.filter(isDomainCheck);
    expect(call?.path).toBe('/api/domains/check?name=shop.com');
    expect(call?.headers.get('Authorization')).toBeNull();

    const result = table('Search result');
    expect(result.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Domain',
      'Status',
      'Price/Month',
      'Action',
    ]);
    expect(result.getByRole('rowheader', { name: 'shop.com' })).toBeInTheDocument();
    expect(result.getByText('UNAVAILABLE')).toHaveClass('text-bg-danger');
    expect(result.getByRole('row', { name: /shop\.com/ })).toHaveTextContent('Not available');
    expect(result.queryByRole('button')).not.toBeInTheDocument();

    const suggestions = table('Suggested domains');
    expect(suggestions.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Domain',
      'Price',
      'Select',
    ]);
    expect(suggestions.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DomainPriceSelect',
      'shop.inFreeSelect',
      'shop.net₹119/monthSelect',
    ]);
  });

  it('Select puts the domain in the cart, replacing an earlier one, and the total follows', async () => {
    const { search, user } = await openCart(() => jsonResponse(200, taken));
    await search('shop.com');
    await user.click(await screen.findByRole('button', { name: 'Select shop.net' }));
    expect(cartTotal()).toHaveTextContent('₹5,118');
    expect(screen.getByRole('button', { name: 'shop.net selected' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Select shop.in' }));
    expect(cartTotal()).toHaveTextContent('₹4,999');
    expect(getStoredCart().map((item) => [item.name, item.productId, item.price])).toEqual([
      ['Basic Plan', 'PLAN-BASIC', 4999],
      ['shop.in', '0000000', 0],
    ]);
    expect(screen.getByRole('button', { name: 'Select shop.net' })).toBeEnabled();
  });

  it('offers Select on an available domain with its monthly price and no suggestions table', async () => {
    const { search, user } = await openCart(() => jsonResponse(200, available));
    await search('ashabakes.com');
    await expectToast('Warning', available.message);
    const result = table('Search result');
    expect(result.getByText('AVAILABLE')).toHaveClass('text-bg-success');
    expect(result.getByText('₹99/month')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Suggested domains' })).not.toBeInTheDocument();
    await user.click(result.getByRole('button', { name: 'Select ashabakes.com' }));
    expect(cartTotal()).toHaveTextContent('₹5,098');
  });

  it('shows a failed search as an Error toast', async () => {
    const { search } = await openCart(() =>
      errorResponse(503, 'The domain registry is not answering. Please try again shortly.'),
    );
    await search('shop.com');
    await expectToast(
      'Error',
      'Server error (503): The domain registry is not answering. Please try again shortly.',
    );
    expect(screen.queryByRole('table', { name: 'Search result' })).not.toBeInTheDocument();
  });
});
