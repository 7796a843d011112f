import type { ForgotPasswordInput } from '@app/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/forgotPassword: mails a reset link to a registered customer. */
export function forgotPassword(input: ForgotPasswordInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/auth/forgotPassword', input, { auth: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
