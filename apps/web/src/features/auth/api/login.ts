import type { LoginInput, TokenPair } from '@app/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/login for either user type; answers the token pair. */
export function login(input: LoginInput): Promise<TokenPair> {
  return api.post<TokenPair>('/api/auth/login', input, { auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
