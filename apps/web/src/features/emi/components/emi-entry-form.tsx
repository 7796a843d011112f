// lib/zod.ts first: it turns zod's JIT off before the EMI schema parses (the CSP forbids eval).
import '../../../lib/zod.ts';
import { type EmiEntryInput, EmiEntryInputSchema } from '@app/shared/emi';
import { useRef, useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/text-field.tsx';
import { z, zodResolver } from '../../../lib/zod.ts';
import { amountText } from '../utils/amount-text.ts';
import { NO_RECEIPT, type Receipt, ReceiptField } from './receipt-field.tsx';

// Each box is checked on its own; the whole entry (not all zero) then by the shared schema.
const EmiEntryFormSchema = z
  .object({
    emi1: amountText(EmiEntryInputSchema.shape.emi1),
    emi2: amountText(EmiEntryInputSchema.shape.emi2),
    extraAmount: amountText(EmiEntryInputSchema.shape.extraAmount),
  })
  .pipe(EmiEntryInputSchema);

const emptyEntry = { emi1: '', emi2: '', extraAmount: '' };
type Field = keyof typeof emptyEntry;

type EmiEntryFormProps = {
  sending: boolean;
  /** Resolves true when the payment was recorded; the form then starts again empty. */
  onSubmit: (entry: EmiEntryInput, receipt: File | null) => Promise<boolean>;
};

/**
 * Spec §2 / §5 EMI form: each message shows once its box was touched, and Submit stays disabled
 * while anything is invalid or a payment is being sent.
 */
export function EmiEntryForm({ sending, onSubmit }: EmiEntryFormProps) {
  const [receipt, setReceipt] = useState<Receipt>(NO_RECEIPT);
  const fileInput = useRef<HTMLInputElement>(null);
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(EmiEntryFormSchema),
    mode: 'all',
    defaultValues: emptyEntry,
  });
  const { errors, touchedFields, isValid } = formState;
  const shown = (field: Field) => (touchedFields[field] ? errors[field]?.message : undefined);
  // "Not all zero" is a rule across the boxes: a change in one re-checks the others.
  const amountBox = (field: Field) =>
    register(field, { deps: Object.keys(emptyEntry).filter((other) => other !== field) as Field[] });

  const submit = handleSubmit(async (entry) => {
    if (!(await onSubmit(entry, receipt.file))) return;
    reset(emptyEntry);
    setReceipt(NO_RECEIPT);
    if (fileInput.current) fileInput.current.value = '';
  });

  return (
    <Form noValidate onSubmit={submit} aria-label="Add EMI payment">
      <TextField
        id="emi-1"
        label="Emi 1"
        inputMode="decimal"
        autoComplete="off"
        error={shown('emi1')}
        {...amountBox('emi1')}
      />
      <TextField
        id="emi-2"
        label="Emi 2"
        inputMode="decimal"
        autoComplete="off"
        error={shown('emi2')}
        {...amountBox('emi2')}
      />
      <TextField
        id="emi-extra"
        label="Extra Amount"
        inputMode="decimal"
        autoComplete="off"
        error={shown('extraAmount')}
        {...amountBox('extraAmount')}
      />
      <ReceiptField receipt={receipt} onChange={setReceipt} inputRef={fileInput} />
      <Button
        type="submit"
        disabled={!isValid || Boolean(receipt.error) || sending}
        aria-busy={sending || undefined}
      >
        {sending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
        Submit
      </Button>
    </Form>
  );
}
