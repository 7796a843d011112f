import { createContext, type ReactNode, use, useCallback, useEffect, useRef, useState } from 'react';
import { cashfreeCheckout } from './cashfree-sdk.ts';
import { type CheckoutRequest, type CheckoutResult, closedByCustomer } from './checkout-result.ts';
import { EmulatorCheckoutModal } from './emulator-checkout-modal.tsx';
import { reportDrop } from './emulator-messages.ts';

type OpenCheckout = (request: CheckoutRequest) => Promise<CheckoutResult>;

const CheckoutContext = createContext<OpenCheckout | null>(null);

type Pending = { paymentSessionId: string; resolve: (result: CheckoutResult) => void };

/**
 * Hosts the payment checkout for the pages below it. In sandbox and production Cashfree's SDK
 * draws its own modal; in emulator mode this renders ours around the emulator's page.
 */
export function CheckoutProvider({ children }: { children: ReactNode }) {
  const pending = useRef<Pending | null>(null);
  const [sessionId, setSessionId] = useState<string | null>(null);

  const settle = useCallback((result: CheckoutResult) => {
    const current = pending.current;
    if (!current) return;
    pending.current = null;
    setSessionId(null);
    current.resolve(result);
  }, []);

  const closeByCustomer = useCallback(() => {
    if (pending.current) reportDrop(pending.current.paymentSessionId);
    settle(closedByCustomer);
  }, [settle]);

  // Leaving the page ends the checkout, so whoever awaits it is not left hanging.
  useEffect(() => () => settle(closedByCustomer), [settle]);

  const openCheckout = useCallback<OpenCheckout>(
    ({ paymentSessionId, mode }) => {
      if (mode !== 'emulator') return cashfreeCheckout(paymentSessionId, mode);
      settle(closedByCustomer);
      return new Promise<CheckoutResult>((resolve) => {
        pending.current = { paymentSessionId, resolve };
        setSessionId(paymentSessionId);
      });
    },
    [settle],
  );

  return (
    <CheckoutContext value={openCheckout}>
      {children}
      <EmulatorCheckoutModal paymentSessionId={sessionId} onResult={settle} onClose={closeByCustomer} />
    </CheckoutContext>
  );
}

/**
 * openCheckout({ paymentSessionId, mode }) resolves like Cashfree's `checkout()` (contract A.5):
 * `{ paymentDetails }` when the checkout finished, `{ error }` when it was closed or failed.
 */
export function useOpenCheckout(): OpenCheckout {
  const openCheckout = use(CheckoutContext);
  if (!openCheckout) throw new Error('useOpenCheckout needs a CheckoutProvider above it');
  return openCheckout;
}
