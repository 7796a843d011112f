import { Container } from 'react-bootstrap';
import { Link } from 'react-router';

/** Stands in for a screen whose feature is built in later work. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Container as="main" className="py-5">
      <title>{title}</title>
      <h1 className="h3">{title}</h1>
      <p>This page is being built</p>
      <Link to="/homepage">Back to home</Link>
    </Container>
  );
}
