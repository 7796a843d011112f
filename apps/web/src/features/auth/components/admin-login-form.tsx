import { authMessages } from '@app/shared/auth';
import { webRoutes } from '@app/shared/routes';
import { useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { storeTokens } from '../../../lib/storage.ts';
import { z, zodResolver } from '../../../lib/zod.ts';
import { useLogin } from '../api/login.ts';
import { SignInFields } from './sign-in-fields.tsx';

const AdminLoginFormSchema = z.object({
  email: z.string().trim().min(1, authMessages.emailRequired),
  password: z.string().min(1, authMessages.passwordRequired),
});

/** Administrator sign-in (spec §2, §5): any failure shows one generic message. */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const [failed, setFailed] = useState(false);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(AdminLoginFormSchema),
    mode: 'all',
    defaultValues: { email: '', password: '' },
  });
  const { errors, touchedFields, isValid } = formState;

  const onSubmit = handleSubmit((values) => {
    setFailed(false);
    login.mutate(
      { ...values, userType: 'ADMIN' },
      {
        onSuccess: (tokens) => {
          storeTokens(tokens);
          navigate(webRoutes.linksHome);
        },
        onError: () => setFailed(true),
      },
    );
  });

  return (
    <Form noValidate onSubmit={onSubmit}>
      <SignInFields
        idPrefix="admin"
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
        <Link to={webRoutes.signup}>Sign up</Link>
      </div>
    </Form>
  );
}
