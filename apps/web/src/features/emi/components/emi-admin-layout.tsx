import { webRoutes } from '@app/shared/routes';
import { type ReactNode, useState } from 'react';
import { Container } from 'react-bootstrap';
import { Navigate } from 'react-router';
import { getAuthToken } from '../../../lib/storage.ts';

type EmiAdminLayoutProps = { title: string; children: ReactNode };

/** An administrator's EMI screen: no stored token goes to /loginadmin; sets the page title. */
export function EmiAdminLayout({ title, children }: EmiAdminLayoutProps) {
  // Checked on arrival only: Signout blanks the token and then navigates to /login itself, and a
  // guard reacting to the blank token would race it to /loginadmin.
  const [signedIn] = useState(() => Boolean(getAuthToken()));
  if (!signedIn) return <Navigate to={webRoutes.loginAdmin} replace />;
  return (
    <Container as="main" className="py-4">
      <title>{title}</title>
      {children}
    </Container>
  );
}
