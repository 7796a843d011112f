import { type Cart, payNowProblem } from '@app/shared/orders/cart';
import { Button, Spinner } from 'react-bootstrap';
import { notify } from '../../../lib/toast.tsx';
import { usePayNow } from '../payment/use-pay-now.ts';

/**
 * Spec §5 Pay Now: a cart without a domain or a plan is refused with the spec's toast; a
 * complete one is paid (needs a CheckoutProvider above it).
 */
export function PayNowButton({ cart }: { cart: Cart }) {
  const { payNow, paying } = usePayNow();
  const onClick = () => {
    const problem = payNowProblem(cart);
    if (problem) notify.error(problem);
    else void payNow(cart);
  };
  return (
    <Button size="lg" className="w-100" onClick={onClick} disabled={paying} aria-busy={paying}>
      {paying ? (
        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
      ) : (
        <i className="bi bi-lock-fill me-2" aria-hidden="true" />
      )}
      Pay Now
    </Button>
  );
}
