import { authMessages } from '@app/shared/auth';
import { webRoutes } from '@app/shared/routes';
import { useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '../../../components/text-field.tsx';
import { z, zodResolver } from '../../../lib/zod.ts';

const AdminSignupFormSchema = z.object({
  email: z.string().trim().min(1, authMessages.emailRequired),
  password: z.string().min(1, authMessages.signupPasswordRequired),
  username: z.string().trim().min(1, authMessages.usernameRequired),
});

/** Administrator sign-up (spec §2): registrations are disabled, so submitting calls nothing. */
export function AdminSignupForm() {
  const [submitted, setSubmitted] = useState(false);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(AdminSignupFormSchema),
    mode: 'all',
    defaultValues: { email: '', password: '', username: '' },
  });
  const { errors, touchedFields, isValid } = formState;
  const onSubmit = handleSubmit(() => setSubmitted(true));

  return (
    <Form noValidate onSubmit={onSubmit}>
      <TextField
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={touchedFields.email ? errors.email?.message : undefined}
        {...register('email')}
      />
      <TextField
        id="signup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={touchedFields.password ? errors.password?.message : undefined}
        {...register('password')}
      />
      <TextField
        id="signup-username"
        label="Username"
        autoComplete="username"
        error={touchedFields.username ? errors.username?.message : undefined}
        {...register('username')}
      />
      {submitted ? (
        <Alert variant="warning" role="alert">
          {authMessages.registrationsDisabled}
        </Alert>
      ) : null}
      <div className="d-flex align-items-center justify-content-between">
        <Button type="submit" disabled={!isValid}>
          Sign up
        </Button>
        <Link to={webRoutes.loginAdmin}>Already registered? Login</Link>
      </div>
    </Form>
  );
}
