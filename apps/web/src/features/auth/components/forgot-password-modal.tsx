import { authMessages, isValidEmail } from '@app/shared/auth';
import { useState } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.tsx';
import { z, zodResolver } from '../../../lib/zod.ts';
import { useForgotPassword } from '../api/forgot-password.ts';

const ForgotPasswordFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, authMessages.customerEmailRequired)
    .refine(isValidEmail, authMessages.invalidEmail),
});

type ForgotPasswordModalProps = { show: boolean; onHide: () => void };

/** The forgot-password dialog of spec §2, used on /login and /checkoutuser. */
export function ForgotPasswordModal({ show, onHide }: ForgotPasswordModalProps) {
  const forgot = useForgotPassword();
  const [failure, setFailure] = useState('');
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(ForgotPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const close = () => {
    reset();
    setFailure('');
    forgot.reset();
    onHide();
  };

  const onSubmit = handleSubmit((values) => {
    setFailure('');
    forgot.mutate(values, {
      onSuccess: () => {
        notify.success(authMessages.resetLinkSent);
        close();
      },
      onError: (error) => {
        const message = errorMessage(error);
        setFailure(message);
        notify.error(message);
      },
    });
  });

  return (
    <Modal show={show} onHide={close} centered aria-labelledby="forgot-password-title">
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton>
          <Modal.Title id="forgot-password-title">Reset Password</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>Please enter your registered email address. We will send you a link to reset your password.</p>
          <TextField
            id="forgot-email"
            label="Registered Email"
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            {...register('email')}
          />
          {failure ? (
            <Alert variant="danger" role="alert" className="mb-0">
              {failure}
            </Alert>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={forgot.isPending}>
            Reset My Password
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
