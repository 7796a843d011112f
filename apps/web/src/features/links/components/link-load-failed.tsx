import { linkMessages } from '@app/shared/links/constants';
import { Alert } from 'react-bootstrap';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';

type LinkLoadFailedProps = { error: unknown; onRetry: () => void };

/** What a link's page shows when the link cannot be read (the toast already said why). */
export function LinkLoadFailed({ error, onRetry }: LinkLoadFailedProps) {
  if (isApiError(error) && (error.status === 404 || error.status === 400)) {
    return <Alert variant="warning">{linkMessages.notFound}</Alert>;
  }
  return <LoadFailedAlert what="this link" onRetry={onRetry} />;
}
