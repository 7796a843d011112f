import { webRoutes } from '@app/shared/routes';
import { useEffect } from 'react';
import { Alert, Card, Container } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { CheckoutNavbar } from '../../../components/checkout-navbar.tsx';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { clearOrder } from '../../../lib/cart-storage.ts';
import { useOrder } from '../api/get-order.ts';
import { ConfirmationNote } from '../components/confirmation-note.tsx';
import { CustomerSessionGuard } from '../components/customer-session-guard.tsx';
import { OrderProducts } from '../components/order-products.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { PaymentStatusAlert } from '../components/payment-status-alert.tsx';

const TITLE = 'Payment Confirmation';

function OrderConfirmation({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  const notFound = isApiError(order.error) && order.error.status === 404;

  useEffect(() => {
    // Spec §8: order fetch errors are only logged.
    if (order.error && !notFound) console.warn('The order could not be loaded', order.error);
  }, [order.error, notFound]);

  if (order.isPending) return <PageSpinner label="Loading your order…" />;
  if (notFound) {
    return (
      <Alert variant="warning">
        <p className="fw-semibold">We could not find this order.</p>
        <p className="mb-0">
          Please check the link, or see all your orders on your{' '}
          <Link to={webRoutes.dashboard}>dashboard</Link>.
        </p>
      </Alert>
    );
  }
  if (order.isError) {
    return <LoadFailedAlert what="this order" onRetry={() => order.refetch()} />;
  }
  return (
    <>
      <PaymentStatusAlert status={order.data.paymentStatus} />
      <Card className="shadow-sm">
        <Card.Body>
          <OrderSummary order={order.data} />
          <OrderProducts order={order.data} />
          <ConfirmationNote />
        </Card.Body>
      </Card>
    </>
  );
}

/** Spec §2 paymentdetails/{orderId}: the outcome of a payment and what was bought. */
export function PaymentDetailsPage() {
  const { orderId = '' } = useParams();

  // Spec §4: opening the confirmation ends the purchase in progress.
  useEffect(() => clearOrder(), []);

  return (
    <>
      <CheckoutNavbar withDashboard />
      <Container as="main" className="py-4 confirmation-page">
        <title>{TITLE}</title>
        <h1 className="h3 mb-4">{TITLE}</h1>
        <CustomerSessionGuard redirectTo={webRoutes.login}>
          <OrderConfirmation orderId={orderId} />
        </CustomerSessionGuard>
      </Container>
    </>
  );
}
