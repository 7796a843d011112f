import { DEFAULT_PLAN_KEY, type PlanKey, type Product } from '@app/shared/catalog';
import { orderIdOnOpeningPlans } from '@app/shared/orders';
import { type Cart, cartPlan, choosePlan, hasPendingOrder } from '@app/shared/orders/cart';
import { useLayoutEffect, useRef, useState } from 'react';
import {
  getStoredCart,
  getStoredOrderId,
  storeCart,
  storeOrderId,
  updateCart,
  useCart,
} from '../../../lib/cart-storage.ts';

function planInCart(cart: Cart): PlanKey {
  const option = cartPlan(cart)?.selectedOption;
  return option && option !== 'domain' ? option : DEFAULT_PLAN_KEY;
}

type Opening = { pending: boolean; plan: PlanKey };

/** What the server renders with, knowing nothing of this browser's storage. */
const NOTHING_STORED: Opening = { pending: false, plan: DEFAULT_PLAN_KEY };

/**
 * The plans screen's state (spec §4): opening it starts an order id when the cart is empty,
 * notices a pending order, and each change of plan resets the cart to that plan alone.
 */
export function usePlanSelection(products: Product[] | undefined) {
  const cart = useCart();
  // Decided from what was stored when the screen opened, before this visit changes anything.
  // Read in a layout effect, not during render: the server-rendered page (and so the first
  // render that hydrates it) cannot know the stored cart, and the screen is repainted with it
  // before the browser paints again.
  const [opening, setOpening] = useState(NOTHING_STORED);
  const [chosen, setChosen] = useState<PlanKey>();
  const opened = useRef(false);
  useLayoutEffect(() => {
    if (opened.current) return; // StrictMode runs effects twice; the first one saw the opening
    opened.current = true;
    const stored = getStoredCart();
    setOpening({ pending: hasPendingOrder(stored, getStoredOrderId()), plan: planInCart(stored) });
    storeOrderId(orderIdOnOpeningPlans(stored.length === 0, getStoredOrderId()));
  }, []);
  const choice = chosen ?? opening.plan;

  const choose = (plan: PlanKey) => {
    setChosen(plan);
    if (plan === 'custom') {
      storeCart([]);
      return;
    }
    const product = products?.find((item) => item.selectedOption === plan);
    if (product) updateCart((current) => choosePlan(current, product));
  };

  // Emptying the cart (choosing custom) ends the pending order, so the notice goes too.
  return { choice, choose, showPendingOrder: opening.pending && cart.length > 0 };
}
