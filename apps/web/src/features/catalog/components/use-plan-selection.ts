import { DEFAULT_PLAN_KEY, type PlanKey, type Product } from '@app/shared/catalog';
import { orderIdOnOpeningPlans } from '@app/shared/orders';
import { type Cart, cartPlan, choosePlan, hasPendingOrder } from '@app/shared/orders/cart';
import { useEffect, useState } from 'react';
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

/**
 * The plans screen's state (spec §4): opening it starts an order id when the cart is empty,
 * notices a pending order, and each change of plan resets the cart to that plan alone.
 */
export function usePlanSelection(products: Product[] | undefined) {
  const cart = useCart();
  // Decided from what was stored when the screen opened, before this visit changes anything.
  const [opening] = useState(() => {
    const stored = getStoredCart();
    return { pending: hasPendingOrder(stored, getStoredOrderId()), plan: planInCart(stored) };
  });
  const [choice, setChoice] = useState<PlanKey>(opening.plan);

  useEffect(() => {
    storeOrderId(orderIdOnOpeningPlans(getStoredCart().length === 0, getStoredOrderId()));
  }, []);

  const choose = (plan: PlanKey) => {
    setChoice(plan);
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
