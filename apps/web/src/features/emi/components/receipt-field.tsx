import { emiMessages, RECEIPT_MAX_BYTES, RECEIPT_TYPES } from '@app/shared/emi/constants';
import type { ChangeEvent, Ref } from 'react';
import { Form } from 'react-bootstrap';

export type Receipt = { file: File | null; error: string | null };

export const NO_RECEIPT: Receipt = { file: null, error: null };

/**
 * Checks a chosen receipt before it is sent: at most 5 MB, and of an allowed type when the
 * browser names one (the server checks the bytes anyway; an unnamed type is left to it).
 */
export function checkReceipt(file: File | null): Receipt {
  if (!file) return NO_RECEIPT;
  if (file.size > RECEIPT_MAX_BYTES) return { file, error: emiMessages.receiptTooLarge };
  if (file.type && !(RECEIPT_TYPES as readonly string[]).includes(file.type)) {
    return { file, error: emiMessages.receiptType };
  }
  return { file, error: null };
}

type ReceiptFieldProps = {
  receipt: Receipt;
  onChange: (receipt: Receipt) => void;
  inputRef: Ref<HTMLInputElement>;
};

/** Spec §2: the optional receipt upload, showing the chosen file's name or 'No file uploaded yet.'. */
export function ReceiptField({ receipt, onChange, inputRef }: ReceiptFieldProps) {
  const onFile = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(checkReceipt(event.target.files?.[0] ?? null));
  return (
    <Form.Group className="mb-3" controlId="emi-receipt">
      <Form.Label>Receipt (optional: PNG, JPEG, WebP or PDF, up to 5 MB)</Form.Label>
      <Form.Control
        ref={inputRef}
        type="file"
        accept={RECEIPT_TYPES.join(',')}
        onChange={onFile}
        isInvalid={Boolean(receipt.error)}
        aria-describedby={receipt.error ? 'emi-receipt-name emi-receipt-error' : 'emi-receipt-name'}
      />
      <Form.Text id="emi-receipt-name" className="d-block text-break">
        {receipt.file ? receipt.file.name : emiMessages.noFile}
      </Form.Text>
      {receipt.error ? (
        <Form.Control.Feedback id="emi-receipt-error" type="invalid">
          {receipt.error}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
}
