import { type Cart, payNowProblem } from '@app/shared/orders/cart';
import { Button } from 'react-bootstrap';
import { notify } from '../../../lib/toast.tsx';
import { startPayment } from '../api/start-payment.ts';

/** Spec §5 Pay Now: a cart without a domain or a plan is refused with the spec's toast. */
export function PayNowButton({ cart }: { cart: Cart }) {
  const onClick = () => {
    const problem = payNowProblem(cart);
    if (problem) notify.error(problem);
    else startPayment(cart);
  };
  return (
    <Button size="lg" className="w-100" onClick={onClick}>
      <i className="bi bi-lock-fill me-2" aria-hidden="true" />
      Pay Now
    </Button>
  );
}
