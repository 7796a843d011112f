import { webRoutes } from '@app/shared/routes';
import { Button, Container, Nav, Navbar } from 'react-bootstrap';
import { Link } from 'react-router';
import { DEFAULT_COMPANY_NAME, useSiteInfo } from '../../../lib/get-site-info.ts';
import { useCustomerSignout, useSignedInCustomer } from '../../../lib/session.ts';

/** Checkout-user navbar (spec §2): Home, plus Login when signed out or Signout when signed in. */
export function CheckoutNavbar() {
  const { isSignedIn } = useSignedInCustomer();
  const signOut = useCustomerSignout();
  const site = useSiteInfo();

  return (
    <Navbar bg="dark" data-bs-theme="dark" expand="sm">
      <Container>
        <Navbar.Brand as={Link} to={webRoutes.homepage}>
          <i className="bi bi-globe2 me-2" aria-hidden="true" />
          {site.data?.companyName ?? DEFAULT_COMPANY_NAME}
        </Navbar.Brand>
        <Nav className="ms-auto flex-row gap-3" as="ul">
          <Nav.Item as="li">
            <Nav.Link as={Link} to={webRoutes.homepage}>
              Home
            </Nav.Link>
          </Nav.Item>
          <Nav.Item as="li">
            {isSignedIn ? (
              <Button variant="outline-light" size="sm" onClick={signOut}>
                Signout
              </Button>
            ) : (
              <Nav.Link as={Link} to={webRoutes.login}>
                Login
              </Nav.Link>
            )}
          </Nav.Item>
        </Nav>
      </Container>
    </Navbar>
  );
}
