import { webRoutes } from '@app/shared/routes';
import type { ReactNode } from 'react';
import { Container } from 'react-bootstrap';
import { Navigate } from 'react-router';
import { useStoredAuthToken } from '../../../lib/storage.ts';
import '../links.css';

type LinksPageLayoutProps = { title: string; children: ReactNode };

/** A links screen: administrators only (no stored token goes to /loginadmin), with its title. */
export function LinksPageLayout({ title, children }: LinksPageLayoutProps) {
  const authToken = useStoredAuthToken();
  if (!authToken) return <Navigate to={webRoutes.loginAdmin} replace />;
  return (
    <Container as="main" className="py-4">
      <title>{title}</title>
      {children}
    </Container>
  );
}
