import { webRoutes } from '@app/shared/routes';
import { type ReactNode, useState } from 'react';
import { Container } from 'react-bootstrap';
import { Navigate } from 'react-router';
import { getAuthToken } from '../lib/storage.ts';

type AdminToolLayoutProps = { title: string; children: ReactNode };

/** A links or EMI screen: administrators only (no stored token goes to /loginadmin), with its title. */
export function AdminToolLayout({ title, children }: AdminToolLayoutProps) {
  // Checked on arrival only: when Signout (or an expired session) blanks the token it also
  // navigates to login, and a guard reacting to the blank token would race it to /loginadmin.
  const [signedIn] = useState(() => Boolean(getAuthToken()));
  if (!signedIn) return <Navigate to={webRoutes.loginAdmin} replace />;
  return (
    <Container as="main" className="py-4">
      <title>{title}</title>
      {children}
    </Container>
  );
}
