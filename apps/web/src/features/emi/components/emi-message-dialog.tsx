import type { EmiAdded } from '@app/shared/emi';
import { Button, Modal } from 'react-bootstrap';
import type { EmiErrorNotice } from '../utils/emi-error-notice.ts';
import { EmiAddedDetails } from './emi-added-details.tsx';

/** What the Add EMI call came to: the payment recorded, or why it was not. */
export type AddEmiOutcome = { added: EmiAdded } | { failure: EmiErrorNotice };

type EmiMessageDialogProps = { outcome: AddEmiOutcome | null; onClose: () => void };

/** Spec §2 / §8: the 'Message' dialog, opened on success (the response) and on failure. */
export function EmiMessageDialog({ outcome, onClose }: EmiMessageDialogProps) {
  return (
    <Modal show={outcome !== null} onHide={onClose} centered aria-labelledby="emi-message-title">
      <Modal.Header closeButton>
        <Modal.Title id="emi-message-title">Message</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {outcome && 'added' in outcome ? <EmiAddedDetails added={outcome.added} /> : null}
        {outcome && 'failure' in outcome ? (
          <div role="alert">
            {outcome.failure.lines.map((line) => (
              <p key={line} className="mb-1">
                {line}
              </p>
            ))}
          </div>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
