import { Alert, Button } from 'react-bootstrap';
import { emiErrorNotice } from '../utils/emi-error-notice.ts';

type EmiLoadFailedProps = { error: unknown; onRetry: () => void };

/** A failed EMI load, told as spec §8 "EMI service" says (401/403 stay here), with Retry. */
export function EmiLoadFailed({ error, onRetry }: EmiLoadFailedProps) {
  const notice = emiErrorNotice(error);
  return (
    <Alert variant="danger">
      <Alert.Heading as="p" className="h6">
        {notice.title}
      </Alert.Heading>
      {notice.lines.map((line) => (
        <p key={line} className="mb-1">
          {line}
        </p>
      ))}
      <Button variant="outline-danger" className="mt-2" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}
