import { PLAN_KEYS, type PlanKey } from '@app/shared/catalog';
import { Form } from 'react-bootstrap';

const planLabels: Record<PlanKey, string> = {
  basic: 'Basic',
  standard: 'Standard',
  business: 'Business',
  custom: 'Custom',
};

/** The plan radio group of spec §2: basic, standard, business or custom. */
export function PlanChoice({ value, onChange }: { value: PlanKey; onChange: (plan: PlanKey) => void }) {
  return (
    <fieldset className="mb-4">
      <legend className="h6">Choose a plan</legend>
      {PLAN_KEYS.map((key) => (
        <Form.Check
          key={key}
          inline
          type="radio"
          id={`plan-${key}`}
          name="plan"
          label={planLabels[key]}
          checked={value === key}
          onChange={() => onChange(key)}
        />
      ))}
    </fieldset>
  );
}
