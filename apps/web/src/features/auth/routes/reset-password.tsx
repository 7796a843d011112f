import { authMessages } from '@app/shared/auth';
import { webRoutes } from '@app/shared/routes';
import { Alert } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';
import { AuthPageShell } from './auth-page-shell.tsx';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return (
    <AuthPageShell title="Reset Password">
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Alert variant="warning">
          <p>{authMessages.resetLinkInvalid}</p>
          <Link to={webRoutes.login}>Go to login</Link>
        </Alert>
      )}
    </AuthPageShell>
  );
}
