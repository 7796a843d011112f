import type { Product } from '@app/shared/catalog';
import { choosePlan, selectDomain } from '@app/shared/orders/cart';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  clearOrder,
  getStoredCart,
  getStoredOrderId,
  storeCart,
  storeOrderId,
  updateCart,
  useCart,
  useStoredOrderId,
} from './cart-storage.ts';

const basic: Product = {
  productId: 'P-basic',
  name: 'Basic Plan',
  planTitle: 'Basic Website',
  description: 'A starter site',
  features: ['5 pages'],
  price: 4999,
  type: 'plan',
  selectedOption: 'basic',
};

describe('cart storage', () => {
  it("keeps the cart as JSON under 'cart' and reads it back", () => {
    const cart = choosePlan([], basic);
    storeCart(cart);
    expect(JSON.parse(window.localStorage.getItem('cart') ?? '')).toEqual(cart);
    expect(getStoredCart()).toEqual(cart);
  });

  it('reads a missing or corrupt cart as empty', () => {
    expect(getStoredCart()).toEqual([]);
    window.localStorage.setItem('cart', '{not json');
    expect(getStoredCart()).toEqual([]);
  });

  it('returns the same object while the stored text is unchanged', () => {
    storeCart(choosePlan([], basic));
    expect(getStoredCart()).toBe(getStoredCart());
  });

  it('applies a shared rule to the stored cart', () => {
    storeCart(choosePlan([], basic));
    updateCart((cart) => selectDomain(cart, { domainName: 'shop.in', domainPrice: 0 }));
    expect(getStoredCart().map((item) => item.name)).toEqual(['Basic Plan', 'shop.in']);
  });

  it("keeps the order id under 'orderId' and clears it with the cart", () => {
    storeCart(choosePlan([], basic));
    storeOrderId('ORD20261122104512K7P2QX');
    expect(window.localStorage.getItem('orderId')).toBe('ORD20261122104512K7P2QX');
    expect(getStoredOrderId()).toBe('ORD20261122104512K7P2QX');
    clearOrder();
    expect([getStoredCart(), getStoredOrderId()]).toEqual([[], '']);
    expect(window.localStorage.getItem('cart')).toBeNull();
  });
});

describe('useCart and useStoredOrderId', () => {
  it('re-render when the cart or order id changes', () => {
    const { result } = renderHook(() => ({ cart: useCart(), orderId: useStoredOrderId() }));
    expect(result.current).toEqual({ cart: [], orderId: '' });
    act(() => {
      updateCart((cart) => choosePlan(cart, basic));
      storeOrderId('ORD1234567');
    });
    expect(result.current.cart).toHaveLength(1);
    expect(result.current.orderId).toBe('ORD1234567');
  });

  it('follow a change made in another tab', () => {
    const { result } = renderHook(() => useCart());
    act(() => {
      window.localStorage.setItem('cart', JSON.stringify(choosePlan([], basic)));
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    });
    expect(result.current[0]?.planTitle).toBe('Basic Website');
  });
});
