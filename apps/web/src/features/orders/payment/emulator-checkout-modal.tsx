import { useEffect } from 'react';
import { Modal } from 'react-bootstrap';
import type { CheckoutResult } from './checkout-result.ts';
import { emulatorCheckoutUrl, readEmulatorMessage } from './emulator-messages.ts';

type EmulatorCheckoutModalProps = {
  /** The session being paid; null hides the modal. */
  paymentSessionId: string | null;
  onResult: (result: CheckoutResult) => void;
  /** The customer closed the window (X or Escape). */
  onClose: () => void;
};

/** The emulator's checkout page in a modal, standing in for Cashfree's own (mode 'emulator'). */
export function EmulatorCheckoutModal({ paymentSessionId, onResult, onClose }: EmulatorCheckoutModalProps) {
  useEffect(() => {
    if (!paymentSessionId) return;
    const onMessage = (event: MessageEvent) => {
      const result = readEmulatorMessage(event);
      if (result) onResult(result);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [paymentSessionId, onResult]);

  return (
    // A stray click beside the window must not abandon a payment: only X and Escape close it.
    <Modal
      show={paymentSessionId !== null}
      onHide={onClose}
      backdrop="static"
      size="lg"
      centered
      aria-labelledby="checkout-title"
    >
      <Modal.Header closeButton closeLabel="Close payment window">
        <Modal.Title id="checkout-title">Secure payment</Modal.Title>
      </Modal.Header>
      <Modal.Body className="p-0">
        {paymentSessionId ? (
          <iframe
            title="Test payment"
            src={emulatorCheckoutUrl(paymentSessionId)}
            className="checkout-frame d-block w-100 border-0"
          />
        ) : null}
      </Modal.Body>
    </Modal>
  );
}
