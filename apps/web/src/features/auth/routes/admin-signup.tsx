import { AdminSignupForm } from '../components/admin-signup-form.tsx';
import { AuthPageShell } from './auth-page-shell.tsx';

export function AdminSignupPage() {
  return (
    <AuthPageShell title="Admin Sign Up">
      <AdminSignupForm />
    </AuthPageShell>
  );
}
