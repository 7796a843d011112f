import { webRoutes } from '@app/shared/routes';
import { type ReactNode, useEffect, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { Link, Navigate } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { useStoredOrderId } from '../../../lib/cart-storage.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useUserInfo } from '../../../lib/session.ts';
import { useStoredEmail } from '../../../lib/storage.ts';
import { notify } from '../../../lib/toast.tsx';

/**
 * Spec §6: checkout needs a signed-in customer (else /checkoutuser) and an order id started on
 * the plans screen (else /homepage). Spec §8: a failed user-info lookup is shown in a toast.
 */
export function CheckoutGuard({ children }: { children: ReactNode }) {
  const email = useStoredEmail();
  const orderId = useStoredOrderId();
  const userInfo = useUserInfo(email);
  const [arrivedWithEmail] = useState(Boolean(email));
  const [arrivedWithOrderId] = useState(Boolean(orderId));
  const lookupError = email && userInfo.isError ? userInfo.error : null;

  useEffect(() => {
    if (lookupError) notify.error(errorMessage(lookupError));
  }, [lookupError]);

  if (!email && arrivedWithEmail) {
    // The session ended here (Signout goes home, an expired token goes to /login) or in another
    // tab; a redirect of our own would override where the first two are already heading.
    return (
      <Alert variant="info">
        You are signed out. <Link to={webRoutes.checkoutUser}>Log in to continue</Link>
      </Alert>
    );
  }
  if (!email || lookupError) return <Navigate to={webRoutes.checkoutUser} replace />;
  if (userInfo.isPending) return <PageSpinner label="Checking your account…" />;
  // An order id that goes while the cart is open was just paid: Pay Now is already on its way
  // to the confirmation, which a redirect of our own would override.
  if (!orderId) return arrivedWithOrderId ? null : <Navigate to={webRoutes.homepage} replace />;
  return children;
}
