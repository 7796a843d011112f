import type { QuoteInput } from '@app/shared/quotes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type QuoteCreated = { quoteId: string; message: string };

/** POST /api/v1/quotes (public): sends a custom requirement to the company. */
export function requestQuote(input: QuoteInput): Promise<QuoteCreated> {
  return api.post<QuoteCreated>('/api/v1/quotes', input, { auth: false });
}

export function useRequestQuote() {
  return useMutation({ mutationFn: requestQuote });
}
