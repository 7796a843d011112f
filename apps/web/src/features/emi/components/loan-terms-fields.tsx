import { Form } from 'react-bootstrap';
import { type Control, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { TextField } from '../../../components/text-field.tsx';
import { projectedInstalment } from '../utils/instalment-projection.ts';
import type { EmiSettingsFormOutput, EmiSettingsFormValues, LoanKey } from '../utils/settings-form-schema.ts';

type LoanTermsFieldsProps = {
  loan: LoanKey;
  label: string;
  register: UseFormRegister<EmiSettingsFormValues>;
  control: Control<EmiSettingsFormValues, unknown, EmiSettingsFormOutput>;
  errors: FieldErrors<EmiSettingsFormValues>;
};

/** One loan's borrowed amount and optional terms, with the instalment they imply. */
export function LoanTermsFields({ loan, label, register, control, errors }: LoanTermsFieldsProps) {
  const borrowed = useWatch({ control, name: `${loan}Borrowed` });
  const terms = useWatch({ control, name: `${loan}Terms` });
  const instalment = projectedInstalment(borrowed, terms.annualRatePercent, terms.tenureMonths);
  const termErrors = errors[`${loan}Terms`];
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="h5 float-none w-auto px-1 mb-2">{label}</legend>
      <TextField
        id={`${loan}-borrowed`}
        label="Borrowed amount (₹)"
        inputMode="decimal"
        autoComplete="off"
        error={errors[`${loan}Borrowed`]?.message}
        {...register(`${loan}Borrowed`)}
      />
      <div className="row g-3">
        <TextField
          className="col-sm-4"
          id={`${loan}-rate`}
          label="Annual interest rate (%, optional)"
          inputMode="decimal"
          autoComplete="off"
          error={termErrors?.annualRatePercent?.message}
          {...register(`${loan}Terms.annualRatePercent`)}
        />
        <TextField
          className="col-sm-4"
          id={`${loan}-tenure`}
          label="Tenure in months (optional)"
          inputMode="numeric"
          autoComplete="off"
          error={termErrors?.tenureMonths?.message}
          {...register(`${loan}Terms.tenureMonths`)}
        />
        <TextField
          className="col-sm-4"
          id={`${loan}-start`}
          label="First instalment date (optional)"
          type="date"
          error={termErrors?.startDate?.message}
          {...register(`${loan}Terms.startDate`)}
        />
      </div>
      <Form.Text as="p" className="mt-2 mb-0" aria-live="polite">
        {instalment
          ? `Monthly instalment at these terms: ${instalment}`
          : 'Add a rate and tenure to see the monthly instalment.'}
      </Form.Text>
    </fieldset>
  );
}
