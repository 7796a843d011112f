import { authMessages, isStrongEnoughPassword, isValidEmail } from '@app/shared/auth';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.tsx';
import { useLogin } from '../api/login.ts';
import { ForgotPasswordModal } from './forgot-password-modal.tsx';
import { useCompleteCheckoutSignIn } from './use-complete-checkout-sign-in.ts';

/** Existing-customer sign-in during checkout (spec §2, §5); continues to the cart. */
export function CheckoutLoginForm() {
  const login = useLogin();
  const completeSignIn = useCompleteCheckoutSignIn();
  const [attempted, setAttempted] = useState(false);
  const [showForgot, setShowForgot] = useState(false);
  const { register, handleSubmit, watch } = useForm({ defaultValues: { email: '', password: '' } });
  const [email, password] = watch(['email', 'password']);
  const emailError = attempted && !isValidEmail(email) ? authMessages.invalidEmail : undefined;
  const passwordError =
    attempted && !isStrongEnoughPassword(password) ? authMessages.passwordRule : undefined;

  const onSubmit = handleSubmit((values) => {
    setAttempted(true);
    if (!isValidEmail(values.email) || !isStrongEnoughPassword(values.password)) {
      notify.error(authMessages.fillErrorFields);
      return;
    }
    login.mutate(
      { email: values.email.trim(), password: values.password, userType: 'USER' },
      {
        onSuccess: (tokens) => completeSignIn(tokens, values.email),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  });

  return (
    <>
      <Form noValidate onSubmit={onSubmit} aria-label="Login - Existing User">
        <TextField
          id="checkout-login-email"
          label="Email"
          type="email"
          autoComplete="username"
          error={emailError}
          {...register('email')}
        />
        <TextField
          id="checkout-login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={passwordError}
          {...register('password')}
        />
        <div className="d-flex align-items-center justify-content-between">
          <Button type="submit" disabled={login.isPending}>
            Login &amp; Continue
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
