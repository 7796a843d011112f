import type { Product } from '@app/shared/catalog';
import { choosePlan } from '@app/shared/orders/cart';
import { webRoutes } from '@app/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { updateCart } from '../../../lib/cart-storage.ts';
import { getUserInfoQueryOptions } from '../../../lib/session.ts';
import { getStoredEmail } from '../../../lib/storage.ts';

/**
 * Spec §4 Buy Now: the cart becomes this plan alone, then the customer goes to /cart when the
 * stored email resolves to a user, else to /checkoutuser to sign up or log in.
 */
export function useBuyNow() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [buying, setBuying] = useState(false);

  const buy = async (product: Product) => {
    updateCart((cart) => choosePlan(cart, product));
    const email = getStoredEmail();
    setBuying(true);
    // fetchQuery reuses a lookup already answered or still in flight for the navbar.
    const signedIn = email
      ? await queryClient.fetchQuery(getUserInfoQueryOptions(email)).then(
          () => true,
          () => false,
        )
      : false;
    setBuying(false);
    navigate(signedIn ? webRoutes.cart : webRoutes.checkoutUser);
  };

  return { buy, buying };
}
