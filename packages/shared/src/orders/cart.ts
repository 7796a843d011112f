import type { Product, PurchasablePlanKey } from '../catalog/catalog-schemas.ts';
import { paiseToRupees, rupeesToPaise } from '../money.ts';

/** Spec §9: the product id every selected domain carries in the cart. */
export const DOMAIN_PRODUCT_ID = '0000000';

/** Spec §9: an order id counts as pending only when longer than this. */
export const PENDING_ORDER_ID_MIN_LENGTH = 5;

/** One line of the cart (spec §3 "Product / cart item"). Prices are in rupees. */
export type CartItem = {
  productId: string;
  name: string;
  planTitle: string;
  description: string;
  features: string[];
  price: number;
  selectedQuantity: number;
  type: 'plan' | 'domain';
  selectedOption: PurchasablePlanKey | 'domain';
  /** The monthly price of a domain item; 0 on plans. */
  domainPrice: number;
};

export type Cart = CartItem[];

export const cartMessages = {
  pendingOrder: 'You have pending order for completion.',
  selectDomain: 'To proceed further please, select domain.',
  selectPlan: 'To proceed further please, select plan.',
} as const;

/** A plan of the catalogue as a cart line of quantity 1. */
export function planCartItem(product: Product): CartItem {
  return {
    productId: product.productId,
    name: product.name,
    planTitle: product.planTitle,
    description: product.description,
    features: [...product.features],
    price: product.price,
    selectedQuantity: 1,
    type: 'plan',
    selectedOption: product.selectedOption,
    domainPrice: 0,
  };
}

/** Spec §4: changing the plan (and Buy Now) empties the cart and adds the chosen plan once. */
export function choosePlan(_cart: Cart, product: Product): Cart {
  return [planCartItem(product)];
}

/** Spec §4: adding a product already in the cart increases its quantity. */
export function addItem(cart: Cart, item: CartItem): Cart {
  const existing = cart.find((line) => line.productId === item.productId);
  if (!existing) return [...cart, { ...item, selectedQuantity: 1 }];
  return cart.map((line) =>
    line === existing ? { ...line, selectedQuantity: line.selectedQuantity + 1 } : line,
  );
}

/** Spec §4: removing decreases the quantity and drops the item at zero. */
export function removeItem(cart: Cart, productId: string): Cart {
  return cart
    .map((line) =>
      line.productId === productId ? { ...line, selectedQuantity: line.selectedQuantity - 1 } : line,
    )
    .filter((line) => line.selectedQuantity > 0);
}

/**
 * Spec §4: selecting a domain replaces any earlier domain; it gets the product id '0000000' and
 * quantity 1. Its price is the first month's fee.
 */
export function selectDomain(cart: Cart, domain: { domainName: string; domainPrice: number }): Cart {
  const item: CartItem = {
    productId: DOMAIN_PRODUCT_ID,
    name: domain.domainName,
    planTitle: domain.domainName,
    description: 'Domain registration, billed monthly',
    features: [],
    price: domain.domainPrice,
    selectedQuantity: 1,
    type: 'domain',
    selectedOption: 'domain',
    domainPrice: domain.domainPrice,
  };
  return [...cart.filter((line) => line.type !== 'domain'), item];
}

/** Price × quantity of one line, in rupees, summed in paise so no float error creeps in. */
export function lineTotal(item: CartItem): number {
  return paiseToRupees(rupeesToPaise(item.price) * item.selectedQuantity);
}

export function cartTotal(cart: Cart): number {
  return paiseToRupees(
    cart.reduce((sum, item) => sum + rupeesToPaise(item.price) * item.selectedQuantity, 0),
  );
}

export function cartPlan(cart: Cart): CartItem | undefined {
  return cart.find((item) => item.type === 'plan');
}

export function cartDomain(cart: Cart): CartItem | undefined {
  return cart.find((item) => item.type === 'domain');
}

/** Spec §5 Pay Now: a domain is checked first, then a plan; null when the cart can be paid. */
export function payNowProblem(cart: Cart): string | null {
  if (!cartDomain(cart)) return cartMessages.selectDomain;
  if (!cartPlan(cart)) return cartMessages.selectPlan;
  return null;
}

/** Spec §4: a non-empty cart with an order id longer than 5 characters is a pending order. */
export function hasPendingOrder(cart: Cart, orderId: string): boolean {
  return cart.length > 0 && orderId.length > PENDING_ORDER_ID_MIN_LENGTH;
}
