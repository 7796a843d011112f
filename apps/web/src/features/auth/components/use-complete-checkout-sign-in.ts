import { normalizeEmail, type TokenPair } from '@app/shared/auth';
import { webRoutes } from '@app/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { storeEmail, storeTokens } from '../../../lib/storage.ts';

/** After signing up or in during checkout: keep the session and continue to the cart. */
export function useCompleteCheckoutSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (tokens: TokenPair, email: string) => {
    storeTokens(tokens);
    storeEmail(normalizeEmail(email));
    queryClient.removeQueries({ queryKey: ['auth'] });
    navigate(webRoutes.cart);
  };
}
