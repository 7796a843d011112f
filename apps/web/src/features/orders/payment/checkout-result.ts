import type { SiteInfo } from '@app/shared/marketing';

/** Where the checkout runs: our emulator page, or Cashfree's SDK in the session's own mode. */
export type PaymentMode = SiteInfo['paymentMode'];

/**
 * What a checkout ends with, shaped like Cashfree's `cashfree.checkout()` result
 * (cashfree-contract.md A.5). `paymentDetails` only says the checkout finished; it is never proof
 * of payment: the server verifies the order with the provider.
 */
export type CheckoutResult =
  | { paymentDetails: { paymentMessage: string } }
  | { error: { message: string; code?: string } };

export type CheckoutRequest = { paymentSessionId: string; mode: PaymentMode };

/** The result when the customer closes our checkout window before finishing. */
export const closedByCustomer: CheckoutResult = {
  error: { message: 'The payment window was closed', code: 'user_closed' },
};
