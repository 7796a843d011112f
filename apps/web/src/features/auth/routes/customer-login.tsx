import { authMessages } from '@app/shared/auth';
import { CustomerLoginForm } from '../components/customer-login-form.tsx';
import { TrustSeal } from '../components/trust-seal.tsx';
import { AuthPageShell } from './auth-page-shell.tsx';

export function CustomerLoginPage() {
  return (
    <AuthPageShell title="Customer Login">
      <p className="text-body-secondary">{authMessages.onlyRegistered}</p>
      <CustomerLoginForm />
      <div className="text-center mt-4">
        <TrustSeal />
      </div>
    </AuthPageShell>
  );
}
