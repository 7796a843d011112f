import { webRoutes } from '@app/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Container, Nav, Navbar } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { DEFAULT_COMPANY_NAME, useSiteInfo } from '../../../lib/get-site-info.ts';
import { blankCustomerSession } from '../../../lib/storage.ts';
import { useSignedInCustomer } from '../api/get-user-info.ts';
import { revokeRefreshToken } from '../api/logout.ts';

/** Checkout-user navbar (spec §2): Home, plus Login when signed out or Signout when signed in. */
export function CheckoutNavbar() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isSignedIn } = useSignedInCustomer();
  const site = useSiteInfo();

  const signOut = async () => {
    await revokeRefreshToken();
    blankCustomerSession();
    queryClient.removeQueries({ queryKey: ['auth'] });
    navigate(webRoutes.homepage);
  };

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
