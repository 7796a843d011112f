import { authMessages, isValidEmail, normalizeEmail } from '@app/shared/auth';
import { webRoutes } from '@app/shared/routes';
import { useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/error-message.ts';
import { storeEmail, storeTokens } from '../../../lib/storage.ts';
import { notify } from '../../../lib/toast.tsx';
import { z, zodResolver } from '../../../lib/zod.ts';
import { useLogin } from '../api/login.ts';
import { ForgotPasswordModal } from './forgot-password-modal.tsx';
import { SignInFields } from './sign-in-fields.tsx';

// Spec §5: one message covers both a missing and a malformed email on this screen.
const CustomerLoginFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, authMessages.emailRequired)
    .refine(isValidEmail, authMessages.emailRequired),
  password: z.string().min(1, authMessages.passwordRequired),
});

/** Customer sign-in (spec §2): on success the customer lands on the dashboard. */
export function CustomerLoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const [failed, setFailed] = useState(false);
  const [showForgot, setShowForgot] = useState(false);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(CustomerLoginFormSchema),
    mode: 'all',
    defaultValues: { email: '', password: '' },
  });
  const { errors, touchedFields, isValid } = formState;

  const onSubmit = handleSubmit((values) => {
    setFailed(false);
    login.mutate(
      { ...values, userType: 'USER' },
      {
        onSuccess: (tokens) => {
          storeTokens(tokens);
          storeEmail(normalizeEmail(values.email));
          navigate(webRoutes.dashboard);
        },
        onError: (error) => {
          setFailed(true);
          notify.error(errorMessage(error));
        },
      },
    );
  });

  return (
    <>
      <Form noValidate onSubmit={onSubmit}>
        <SignInFields
          idPrefix="login"
          email={register('email')}
          password={register('password')}
          emailError={touchedFields.email ? errors.email?.message : undefined}
          passwordError={touchedFields.password ? errors.password?.message : undefined}
        />
        {failed ? (
          <Alert variant="danger" role="alert">
            {authMessages.invalidCredentials}
          </Alert>
        ) : null}
        <div className="d-flex align-items-center justify-content-between">
          <Button type="submit" disabled={!isValid || login.isPending}>
            Login
          </Button>
          <Button variant="link" onClick={() => setShowForgot(true)}>
            Forgot Password
          </Button>
        </div>
      </Form>
      <ForgotPasswordModal show={showForgot} onHide={() => setShowForgot(false)} />
    </>
  );
}
