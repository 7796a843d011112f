import { Button, Modal } from 'react-bootstrap';

type ErrorDialogProps = { message: string | null; onClose: () => void };

/** Spec §2 / §4: the 'Error' dialog, open while there is a message; Close or the X hides it. */
export function ErrorDialog({ message, onClose }: ErrorDialogProps) {
  return (
    <Modal show={message !== null} onHide={onClose} centered aria-labelledby="links-error-title">
      <Modal.Header closeButton>
        <Modal.Title id="links-error-title">Error</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{message}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
