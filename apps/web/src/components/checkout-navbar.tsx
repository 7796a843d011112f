import { webRoutes } from '@app/shared/routes';
import { Button, Container, Nav, Navbar } from 'react-bootstrap';
import { Link } from 'react-router';
import { DEFAULT_COMPANY_NAME, useSiteInfo } from '../lib/get-site-info.ts';
import { useCustomerSignout, useSignedInCustomer } from '../lib/session.ts';

/**
 * The shop's navbar: Home, then Login when signed out or Signout when signed in (spec §2
 * checkout-user). Plans and cart also pass `withDashboard` to link a signed-in customer's orders.
 */
export function CheckoutNavbar({ withDashboard = false }: { withDashboard?: boolean }) {
  const { isSignedIn } = useSignedInCustomer();
  const signOut = useCustomerSignout();
  const site = useSiteInfo();

  return (
    <Navbar bg="dark" data-bs-theme="dark" expand="sm" aria-label="Main">
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
          {withDashboard && isSignedIn ? (
            <Nav.Item as="li">
              <Nav.Link as={Link} to={webRoutes.dashboard}>
                Dashboard
              </Nav.Link>
            </Nav.Item>
          ) : null}
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
