import { authMessages, isStrongEnoughPassword, isValidEmail } from '@app/shared/auth';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.tsx';
import { useLogin } from '../api/login.ts';
import { ForgotPasswordModal } from './forgot-password-modal.tsx';
import { SignInFields } from './sign-in-fields.tsx';
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
        <SignInFields
          idPrefix="checkout-login"
          email={register('email')}
          password={register('password')}
          emailError={emailError}
          passwordError={passwordError}
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
