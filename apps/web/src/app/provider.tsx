import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import { createQueryClient } from '../lib/query-client.ts';
import { toastContainerProps } from '../lib/toast.tsx';

/**
 * App-wide providers; each mount gets its own query cache (tests mount it many times), or the
 * one given (already holding what the server rendered with).
 */
export function AppProvider({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastContainer {...toastContainerProps} />
    </QueryClientProvider>
  );
}
