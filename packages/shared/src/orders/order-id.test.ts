import { describe, expect, it } from 'vitest';
import { parseStoredCart } from './cart-schemas.ts';
import { createOrderId, ORDER_ID_PATTERN, orderIdOnOpeningPlans } from './order-id.ts';

describe('createOrderId', () => {
  it('is a UTC time stamp followed by random text', () => {
    const id = createOrderId(new Date('2026-11-22T10:45:12Z'), () => 'K7P2QX');
    expect(id).toBe('ORD20261122104512K7P2QX');
  });

  it('differs between two ids made in the same second', () => {
    const now = new Date();
    const ids = new Set(Array.from({ length: 50 }, () => createOrderId(now)));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(ORDER_ID_PATTERN);
  });
});

describe('orderIdOnOpeningPlans', () => {
  const create = () => 'NEW-ORDER-ID';
  it('starts a new order id when the cart is empty', () => {
    expect(orderIdOnOpeningPlans(true, 'OLD-ORDER-ID', create)).toBe('NEW-ORDER-ID');
  });
  it('keeps the stored order id while the cart holds something', () => {
    expect(orderIdOnOpeningPlans(false, 'OLD-ORDER-ID', create)).toBe('OLD-ORDER-ID');
  });
  it('creates one when the cart holds something but no id was stored', () => {
    expect(orderIdOnOpeningPlans(false, '', create)).toBe('NEW-ORDER-ID');
  });
});

describe('parseStoredCart', () => {
  it.each([null, '', 'not json', '{"a":1}', '[{"productId":"x"}]'])('reads %s as an empty cart', (json) => {
    expect(parseStoredCart(json)).toEqual([]);
  });

  it('reads back a stored cart', () => {
    const cart = [
      {
        productId: '0000000',
        name: 'shop.in',
        planTitle: 'shop.in',
        description: 'Domain',
        features: [],
        price: 0,
        selectedQuantity: 1,
        type: 'domain',
        selectedOption: 'domain',
        domainPrice: 0,
      },
    ];
    expect(parseStoredCart(JSON.stringify(cart))).toEqual(cart);
  });
});
