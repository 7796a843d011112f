import type { UserInfo } from '@app/shared/auth';
import type { CustomerOrderInput, PaymentOrderResponse } from '@app/shared/orders';
import { type Cart, cartTotal } from '@app/shared/orders/cart';
import { webRoutes } from '@app/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { clearOrder, getStoredOrderId } from '../../../lib/cart-storage.ts';
import { getSiteInfoQueryOptions } from '../../../lib/get-site-info.ts';
import { useSignedInCustomer } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.tsx';
import { createPaymentOrder } from '../api/create-payment-order.ts';
import { verifyPayment } from '../api/verify-payment.ts';
import { useOpenCheckout } from './checkout-provider.tsx';
import type { PaymentMode } from './checkout-result.ts';
import { createOrderFailureMessage } from './payment-messages.ts';

/** Spec §3 customer order: the signed-in customer's details and the cart as it stands. */
function customerOrder(cart: Cart, user: UserInfo | undefined): CustomerOrderInput {
  return {
    customerName: user?.customerName ?? '',
    customerEmail: user?.customerEmail ?? '',
    mobile: user?.mobile ?? '',
    address: user?.address ?? '',
    amount: cartTotal(cart),
    products: cart,
    orderId: getStoredOrderId(),
    source: window.location.hostname,
  };
}

/**
 * Spec §4 Payment: create the payment order, open the checkout, and when it finishes verify the
 * order, clear the cart and show the confirmation, even when verification failed (the server's
 * webhook and sweep still settle the order). A closed checkout keeps the cart.
 */
export function usePayNow() {
  const queryClient = useQueryClient();
  const openCheckout = useOpenCheckout();
  const navigate = useNavigate();
  const { user } = useSignedInCustomer();
  const [paying, setPaying] = useState(false);

  const startSession = async (cart: Cart): Promise<(PaymentOrderResponse & { mode: PaymentMode }) | null> => {
    try {
      const [site, session] = await Promise.all([
        queryClient.fetchQuery(getSiteInfoQueryOptions()),
        createPaymentOrder(customerOrder(cart, user)),
      ]);
      // 'emulator' is the server's default mode (design §3) should an older server not say.
      return { ...session, mode: site.paymentMode ?? 'emulator' };
    } catch (error) {
      // Spec §8 only logs this; the toast is ours, so Pay Now never fails silently.
      console.warn('The payment order could not be created', error);
      notify.error(createOrderFailureMessage(error));
      return null;
    }
  };

  const payNow = async (cart: Cart) => {
    setPaying(true);
    try {
      const session = await startSession(cart);
      if (!session) return;
      const result = await openCheckout({ paymentSessionId: session.paymentSessionId, mode: session.mode });
      if ('error' in result) {
        console.info('The checkout ended without payment', result.error);
        return;
      }
      await verifyPayment(session.orderId).catch((error: unknown) =>
        console.warn('The payment could not be verified yet', error),
      );
      // Cleared once the cart has gone: cleared earlier, the cart's guard would send the
      // customer home (spec §6: no order id → /homepage) before the confirmation opens.
      await navigate(generatePath(webRoutes.paymentDetails, { orderId: session.orderId }));
      clearOrder();
    } finally {
      setPaying(false);
    }
  };

  return { payNow, paying };
}
