import type { DomainCheckResult } from '@app/shared/domains';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/domains/check?name= (public): availability, monthly price and suggestions. */
export function checkDomain(name: string): Promise<DomainCheckResult> {
  return api.get<DomainCheckResult>(`/api/domains/check?${new URLSearchParams({ name })}`, { auth: false });
}

// A mutation, not a query: each Search press is one answer the customer is told about.
export function useCheckDomain() {
  return useMutation({ mutationFn: checkDomain });
}
