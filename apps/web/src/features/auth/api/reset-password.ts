import type { ResetPasswordInput } from '@app/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/resetPassword with the token from the mailed link. */
export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/auth/resetPassword', input, { auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
