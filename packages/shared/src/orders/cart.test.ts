import { describe, expect, it } from 'vitest';
import type { Product } from '../catalog/catalog-schemas.ts';
import {
  addItem,
  type Cart,
  cartMessages,
  cartTotal,
  choosePlan,
  DOMAIN_PRODUCT_ID,
  hasPendingOrder,
  lineTotal,
  payNowProblem,
  planCartItem,
  removeItem,
  selectDomain,
} from './cart.ts';

const product = (selectedOption: Product['selectedOption'], price: number): Product => ({
  productId: `P-${selectedOption}`,
  name: `${selectedOption} plan`,
  planTitle: `${selectedOption} plan`,
  description: 'A plan',
  features: ['Hosting'],
  price,
  type: 'plan',
  selectedOption,
});

const basic = product('basic', 4999);
const business = product('business', 19999);

describe('choosePlan', () => {
  it('empties the cart and adds the chosen plan once', () => {
    const cart = selectDomain(choosePlan([], basic), { domainName: 'shop.com', domainPrice: 99 });
    expect(choosePlan(cart, business)).toEqual([planCartItem(business)]);
  });

  it('adds the plan with quantity 1 even when chosen again', () => {
    const cart = choosePlan(choosePlan([], basic), basic);
    expect(cart).toHaveLength(1);
    expect(cart[0]?.selectedQuantity).toBe(1);
  });
});

describe('addItem and removeItem', () => {
  it('adds a new product with quantity 1', () => {
    expect(addItem([], planCartItem(basic))[0]?.selectedQuantity).toBe(1);
  });

  it('increases the quantity of a product already in the cart', () => {
    const cart = addItem(addItem([], planCartItem(basic)), planCartItem(basic));
    expect(cart).toHaveLength(1);
    expect(cart[0]?.selectedQuantity).toBe(2);
  });

  it('decreases the quantity and drops the item at zero', () => {
    const two = addItem(addItem([], planCartItem(basic)), planCartItem(basic));
    const one = removeItem(two, basic.productId);
    expect(one[0]?.selectedQuantity).toBe(1);
    expect(removeItem(one, basic.productId)).toEqual([]);
  });

  it('leaves the cart unchanged when removing a product it does not hold', () => {
    const cart = choosePlan([], basic);
    expect(removeItem(cart, 'missing')).toEqual(cart);
  });
});

describe('selectDomain', () => {
  it("adds the domain with product id '0000000' and quantity 1", () => {
    const [, domain] = selectDomain(choosePlan([], basic), { domainName: 'shop.com', domainPrice: 99 });
    expect(domain).toMatchObject({
      productId: DOMAIN_PRODUCT_ID,
      name: 'shop.com',
      type: 'domain',
      selectedOption: 'domain',
      selectedQuantity: 1,
      price: 99,
      domainPrice: 99,
    });
  });

  it('replaces an earlier domain and keeps the plan', () => {
    let cart = selectDomain(choosePlan([], basic), { domainName: 'first.com', domainPrice: 99 });
    cart = addItem(cart, cart[1] as Cart[number]);
    cart = selectDomain(cart, { domainName: 'second.in', domainPrice: 0 });
    expect(cart.map((item) => [item.name, item.selectedQuantity])).toEqual([
      ['basic plan', 1],
      ['second.in', 1],
    ]);
  });
});

describe('totals', () => {
  it('sums price × quantity without float error', () => {
    let cart = selectDomain(choosePlan([], basic), { domainName: 'shop.com', domainPrice: 99 });
    expect(cartTotal(cart)).toBe(5098);
    cart = addItem(cart, planCartItem(basic));
    expect(lineTotal(cart[0] as Cart[number])).toBe(9998);
    expect(cartTotal(cart)).toBe(10097);
    const cents = [0.1, 0.2].map((price) => ({ ...planCartItem(basic), productId: String(price), price }));
    expect(cartTotal(cents)).toBe(0.3);
  });

  it('is 0 for an empty cart', () => {
    expect(cartTotal([])).toBe(0);
  });
});

describe('payNowProblem', () => {
  const withPlan = choosePlan([], basic);
  const domainOnly = selectDomain([], { domainName: 'shop.in', domainPrice: 0 });

  it.each([
    ['an empty cart', [], cartMessages.selectDomain],
    ['a plan without a domain', withPlan, cartMessages.selectDomain],
    ['a domain without a plan', domainOnly, cartMessages.selectPlan],
    ['a plan and a domain', selectDomain(withPlan, { domainName: 'shop.in', domainPrice: 0 }), null],
  ])('%s → %s', (_case, cart, problem) => {
    expect(payNowProblem(cart as Cart)).toBe(problem);
  });
});

describe('hasPendingOrder', () => {
  const cart = choosePlan([], basic);
  it.each([
    [cart, 'ORD20261122104512K7P2QX', true],
    [cart, '123456', true],
    [cart, '12345', false],
    [cart, '', false],
    [[], 'ORD20261122104512K7P2QX', false],
  ])('cart of %#, order id %s → %s', (items, orderId, pending) => {
    expect(hasPendingOrder(items, orderId)).toBe(pending);
  });
});
