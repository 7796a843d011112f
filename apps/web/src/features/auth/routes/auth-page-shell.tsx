import { webRoutes } from '@app/shared/routes';
import type { ReactNode } from 'react';
import { Card, Container } from 'react-bootstrap';
import { Link } from 'react-router';

/** A centred card holding one account form, with the page's heading and document title. */
export function AuthPageShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container as="main" className="py-5">
      <title>{title}</title>
      <p className="text-center mb-3">
        <Link to={webRoutes.homepage} className="text-decoration-none fw-semibold">
          <i className="bi bi-arrow-left me-2" aria-hidden="true" />
          Back to home
        </Link>
      </p>
      <Card className="auth-card mx-auto shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h4 mb-4 text-center">{title}</h1>
          {children}
        </Card.Body>
      </Card>
    </Container>
  );
}
