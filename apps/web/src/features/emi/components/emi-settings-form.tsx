import type { EmiSettings } from '@app/shared/emi';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/text-field.tsx';
import { zodResolver } from '../../../lib/zod.ts';
import { EmiSettingsFormSchema, toFormValues } from '../utils/settings-form-schema.ts';
import { LoanTermsFields } from './loan-terms-fields.tsx';

type EmiSettingsFormProps = {
  settings: EmiSettings;
  saving: boolean;
  onSave: (settings: EmiSettings) => void;
};

/** Borrowed amounts and loan terms of both EMIs, and how long summary views are kept. */
export function EmiSettingsForm({ settings, saving, onSave }: EmiSettingsFormProps) {
  const { register, control, handleSubmit, formState } = useForm({
    resolver: zodResolver(EmiSettingsFormSchema),
    mode: 'onTouched',
    defaultValues: toFormValues(settings),
  });
  const { errors, isValid } = formState;
  const fields = { register, control, errors };
  return (
    <Form noValidate onSubmit={handleSubmit(onSave)} aria-label="EMI settings">
      <LoanTermsFields loan="emi1" label="EMI 1" {...fields} />
      <LoanTermsFields loan="emi2" label="EMI 2" {...fields} />
      <TextField
        id="emi-view-retention"
        label="Keep summary views for (days)"
        inputMode="numeric"
        autoComplete="off"
        error={errors.viewRetentionDays?.message}
        {...register('viewRetentionDays')}
      />
      <Button type="submit" disabled={!isValid || saving} aria-busy={saving || undefined}>
        {saving ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
        Save
      </Button>
    </Form>
  );
}
