import type { Link } from '@app/shared/links';
import { Button, Modal } from 'react-bootstrap';

type DeleteLinkDialogProps = {
  link: Link | null;
  deleting: boolean;
  onConfirm: (link: Link) => void;
  onCancel: () => void;
};

/** Asks before a link is deleted: the delete cannot be undone. */
export function DeleteLinkDialog({ link, deleting, onConfirm, onCancel }: DeleteLinkDialogProps) {
  return (
    <Modal show={link !== null} onHide={onCancel} centered aria-labelledby="delete-link-title">
      <Modal.Header closeButton>
        <Modal.Title id="delete-link-title">Delete link</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">Delete “{link?.linkName}”? This cannot be undone.</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => link && onConfirm(link)} disabled={deleting}>
          Delete
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
