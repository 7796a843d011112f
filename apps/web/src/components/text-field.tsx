import type { ComponentPropsWithRef } from 'react';
import { Form } from 'react-bootstrap';

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'size' | 'id' | 'value' | 'defaultValue'> & {
  value?: string;
  defaultValue?: string;
  id: string;
  label: string;
  /** Shown under the input and announced with it; omit when the field is valid. */
  error?: string | undefined;
};

/** A labelled Bootstrap input whose error text is tied to it through aria-describedby. */
export function TextField({ id, label, error, className, ...inputProps }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <Form.Group className={className ?? 'mb-3'} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...inputProps}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <Form.Control.Feedback id={errorId} type="invalid">
          {error}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
}
