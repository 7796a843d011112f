import { cartMessages } from '@app/shared/orders/cart';
import { webRoutes } from '@app/shared/routes';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router';

/** Spec §4: an unfinished purchase (cart and order id kept) invites the customer back to it. */
export function PendingOrderAlert() {
  return (
    <Alert variant="info" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <span>{cartMessages.pendingOrder}</span>
      <Link to={webRoutes.cart} className="btn btn-primary btn-sm">
        Continue checkout
      </Link>
    </Alert>
  );
}
