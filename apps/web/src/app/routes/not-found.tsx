import { Container } from 'react-bootstrap';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Container as="main" className="py-5 text-center">
      <title>Page not found</title>
      <h1 className="h3">Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to="/homepage" className="btn btn-primary">
        Go to the home page
      </Link>
    </Container>
  );
}
