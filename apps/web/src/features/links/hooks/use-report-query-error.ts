import { useEffect } from 'react';
import { useLinksErrorHandler } from './use-links-error-handler.tsx';

/** Reports a query's failure once per failure, through the links error handler (spec §8). */
export function useReportQueryError(error: Error | null, options: { goToLogin?: boolean } = {}) {
  const reportError = useLinksErrorHandler();
  const goToLogin = options.goToLogin ?? false;
  useEffect(() => {
    if (error) reportError(error, { goToLogin });
  }, [error, goToLogin, reportError]);
}
