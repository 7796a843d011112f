import type { CheckoutResult } from './checkout-result.ts';

/** The script `@cashfreepayments/cashfree-js`'s load() injects (cashfree-contract.md A.5). */
export const CASHFREE_SDK_URL = 'https://sdk.cashfree.com/js/v3/cashfree.js';

type CashfreeCheckout = (options: {
  paymentSessionId: string;
  redirectTarget: '_modal';
}) => Promise<{ error?: { message?: string; code?: string }; paymentDetails?: { paymentMessage?: string } }>;

type CashfreeFactory = (options: { mode: 'sandbox' | 'production' }) => { checkout: CashfreeCheckout };

declare global {
  interface Window {
    Cashfree?: CashfreeFactory;
  }
}

let loading: Promise<CashfreeFactory> | null = null;

/** Injects Cashfree's SDK once; concurrent callers share the load, a failed one is retried. */
export function loadCashfree(): Promise<CashfreeFactory> {
  if (window.Cashfree) return Promise.resolve(window.Cashfree);
  loading ??= new Promise<CashfreeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CASHFREE_SDK_URL;
    script.async = true;
    script.onload = () =>
      window.Cashfree ? resolve(window.Cashfree) : reject(new Error('The payment service did not start'));
    script.onerror = () => {
      script.remove();
      reject(new Error('The payment service could not be loaded'));
    };
    document.head.append(script);
  }).finally(() => {
    // Once settled, window.Cashfree answers; after a failure the next call injects it again.
    loading = null;
  });
  return loading;
}

/**
 * Opens Cashfree's own modal. The mode must be the one the server created the session in
 * (spec §7: sandbox on localhost), so it comes from the server rather than from the host name.
 */
export async function cashfreeCheckout(
  paymentSessionId: string,
  mode: 'sandbox' | 'production',
): Promise<CheckoutResult> {
  try {
    const Cashfree = await loadCashfree();
    // redirectTarget is always explicit: Cashfree's documented default is ambiguous (A.5).
    const result = await Cashfree({ mode }).checkout({ paymentSessionId, redirectTarget: '_modal' });
    if (result.paymentDetails) {
      return { paymentDetails: { paymentMessage: result.paymentDetails.paymentMessage ?? '' } };
    }
    return {
      error: {
        message: result.error?.message ?? 'The checkout ended without a result',
        ...(result.error?.code ? { code: result.error.code } : {}),
      },
    };
  } catch (error) {
    return { error: { message: error instanceof Error ? error.message : String(error) } };
  }
}
