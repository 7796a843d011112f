import type { PaymentStatus } from '@app/shared/orders';
import { Alert } from 'react-bootstrap';

/** Spec §4: SUCCESS is shown in a success style, any other payment status in a warning style. */
export function PaymentStatusAlert({ status }: { status: PaymentStatus }) {
  const paid = status === 'SUCCESS';
  return (
    <Alert variant={paid ? 'success' : 'warning'} className="d-flex gap-3 align-items-start">
      <i
        className={`bi ${paid ? 'bi-check-circle-fill' : 'bi-exclamation-triangle-fill'} fs-4`}
        aria-hidden="true"
      />
      <div>
        <p className="mb-1">
          Payment status: <strong>{status}</strong>
        </p>
        <p className="mb-0">
          {paid ? 'Thank you! Your payment was received.' : 'This payment has not been confirmed.'}
        </p>
      </div>
    </Alert>
  );
}
