import { Alert, Button } from 'react-bootstrap';

/** A neutral "could not load, try again" message with a Retry button (no error detail shown). */
export function LoadFailedAlert({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert variant="secondary">
      <p>We could not load {what} right now. Please try again in a moment.</p>
      <Button variant="outline-secondary" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}
