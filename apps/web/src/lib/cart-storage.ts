// lib/zod.ts first: it turns zod's JIT off before parseStoredCart runs (the CSP forbids eval).
import './zod.ts';
import { type Cart, parseStoredCart } from '@app/shared/orders';
import { useSyncExternalStore } from 'react';
import { readStorage, storageKeys, subscribeToStorage, writeStorage } from './storage.ts';

const EMPTY_CART: Cart = [];

// useSyncExternalStore needs the same object for the same stored text, or it renders forever.
let cached: { raw: string; cart: Cart } = { raw: '', cart: EMPTY_CART };

/** The cart kept in browser storage (design §4); anything unreadable is an empty cart. */
export function getStoredCart(): Cart {
  const raw = readStorage(storageKeys.cart);
  if (raw !== cached.raw) cached = { raw, cart: parseStoredCart(raw) };
  return cached.cart;
}

export function storeCart(cart: Cart): void {
  writeStorage(storageKeys.cart, JSON.stringify(cart));
}

/** Applies one of the shared cart rules (choosePlan, addItem, …) to the stored cart. */
export function updateCart(change: (cart: Cart) => Cart): Cart {
  const next = change(getStoredCart());
  storeCart(next);
  return next;
}

/** The order id of the purchase in progress, or '' when none was started. */
export function getStoredOrderId(): string {
  return readStorage(storageKeys.orderId);
}

export function storeOrderId(orderId: string): void {
  writeStorage(storageKeys.orderId, orderId);
}

/** Spec §4: after payment (and on the confirmation page) the cart and the order id are cleared. */
export function clearOrder(): void {
  writeStorage(storageKeys.cart, null);
  writeStorage(storageKeys.orderId, null);
}

/** The stored cart, re-rendering when it changes here or in another tab. */
export function useCart(): Cart {
  return useSyncExternalStore(subscribeToStorage, getStoredCart, () => EMPTY_CART);
}

export function useStoredOrderId(): string {
  return useSyncExternalStore(subscribeToStorage, getStoredOrderId, () => '');
}
