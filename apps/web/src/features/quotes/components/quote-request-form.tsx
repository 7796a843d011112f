import { QUOTE_DESCRIPTION_MAX, QuoteInputSchema } from '@app/shared/quotes';
import { Button, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.tsx';
import { zodResolver } from '../../../lib/zod.ts';
import { useRequestQuote } from '../api/request-quote.ts';

const emptyQuote = { name: '', mobile: '', email: '', description: '' };

/**
 * The custom plan's quote form (spec §2): messages show once a field is left or the form is
 * submitted; on failure the typed text stays so nothing has to be written again.
 */
export function QuoteRequestForm() {
  const requestQuote = useRequestQuote();
  const { register, handleSubmit, reset, watch, formState } = useForm({
    resolver: zodResolver(QuoteInputSchema),
    mode: 'onTouched',
    defaultValues: emptyQuote,
  });
  const { errors } = formState;
  const descriptionLength = watch('description').length;
  const descriptionError = errors.description?.message;

  const onSubmit = handleSubmit((values) =>
    requestQuote.mutate(values, {
      onSuccess: (created) => {
        notify.success(created.message);
        reset();
      },
      onError: (error) => notify.error(errorMessage(error)),
    }),
  );

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Request a custom quote">
      <TextField
        id="quote-name"
        label="Name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        id="quote-mobile"
        label="Mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        error={errors.mobile?.message}
        {...register('mobile')}
      />
      <TextField
        id="quote-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Form.Group className="mb-3" controlId="quote-description">
        <Form.Label>Description of Requirement</Form.Label>
        <Form.Control
          as="textarea"
          rows={5}
          maxLength={QUOTE_DESCRIPTION_MAX}
          isInvalid={Boolean(descriptionError)}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={`quote-description-count${descriptionError ? ' quote-description-error' : ''}`}
          {...register('description')}
        />
        <Form.Text id="quote-description-count" className="d-block text-end">
          {`${descriptionLength} / ${QUOTE_DESCRIPTION_MAX}`}
        </Form.Text>
        {descriptionError ? (
          <Form.Control.Feedback id="quote-description-error" type="invalid" className="d-block">
            {descriptionError}
          </Form.Control.Feedback>
        ) : null}
      </Form.Group>
      <Button type="submit" disabled={requestQuote.isPending}>
        Request Quote
      </Button>
    </Form>
  );
}
