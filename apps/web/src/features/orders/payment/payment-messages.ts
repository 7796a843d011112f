import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';

/** Spec §8 payment service: any error gives this text. */
export const PAYMENT_ERROR = 'Something went wrong';

/**
 * The toast for a failed Pay Now. A changed price (422) or an order already paid (409) is
 * something the customer can act on, so the server's words are shown; anything else is
 * spec §8's generic text.
 */
export function createOrderFailureMessage(error: unknown): string {
  if (isApiError(error) && (error.status === 422 || error.status === 409)) return errorMessage(error);
  return PAYMENT_ERROR;
}
