import type { RegisterInput, TokenPair } from '@app/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/register: creates a customer and signs them in (answers the token pair). */
export function registerUser(input: RegisterInput): Promise<TokenPair> {
  return api.post<TokenPair>('/api/auth/register', { ...input, userType: 'USER' }, { auth: false });
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
