import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import { createQueryClient } from '../lib/query-client.ts';
import { toastContainerProps } from '../lib/toast.tsx';

/** App-wide providers; each mount gets its own query cache (tests mount it many times). */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastContainer {...toastContainerProps} />
    </QueryClientProvider>
  );
}
