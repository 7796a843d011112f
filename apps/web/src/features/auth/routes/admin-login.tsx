import { AdminLoginForm } from '../components/admin-login-form.tsx';
import { AuthFooter } from '../components/auth-footer.tsx';
import { AuthPageShell } from './auth-page-shell.tsx';

export function AdminLoginPage() {
  return (
    <>
      <AuthPageShell title="Admin Login">
        <AdminLoginForm />
      </AuthPageShell>
      <AuthFooter />
    </>
  );
}
