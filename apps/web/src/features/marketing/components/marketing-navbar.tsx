import { webRoutes } from '@app/shared/routes';
import { useState } from 'react';
import { Button, Container, Nav, Navbar } from 'react-bootstrap';
import { Link, NavLink } from 'react-router';
import { useCustomerSignout, useSignedInCustomer } from '../../../lib/session.ts';

/**
 * The fixed marketing navbar (spec §2): Home, Dashboard when signed in, Services, Contact Us,
 * About Us, then Login or Signout. It collapses behind a toggle on narrow screens; the toggle
 * tells screen readers whether the menu is open (react-bootstrap's does not on its own).
 */
export function MarketingNavbar({ companyName }: { companyName: string }) {
  const { isSignedIn } = useSignedInCustomer();
  const signOut = useCustomerSignout();
  const [expanded, setExpanded] = useState(false);

  return (
    <Navbar
      bg="dark"
      data-bs-theme="dark"
      expand="lg"
      fixed="top"
      collapseOnSelect
      expanded={expanded}
      onToggle={setExpanded}
      className="shadow-sm"
      aria-label="Main"
    >
      <Container>
        <Navbar.Brand as={Link} to={webRoutes.homepage} className="fw-semibold">
          <i className="bi bi-globe2 me-2" aria-hidden="true" />
          {companyName}
        </Navbar.Brand>
        <Navbar.Toggle
          aria-controls="marketing-nav"
          aria-expanded={expanded}
          aria-label="Toggle navigation"
        />
        <Navbar.Collapse id="marketing-nav">
          <Nav as="ul" className="ms-auto align-items-lg-center gap-lg-2">
            <Nav.Item as="li">
              <Nav.Link as={NavLink} to={webRoutes.homepage} eventKey="home" end>
                Home
              </Nav.Link>
            </Nav.Item>
            {isSignedIn && (
              <Nav.Item as="li">
                <Nav.Link as={Link} to={webRoutes.dashboard} eventKey="dashboard">
                  Dashboard
                </Nav.Link>
              </Nav.Item>
            )}
            <Nav.Item as="li">
              <Nav.Link as={Link} to={{ pathname: webRoutes.homepage, hash: 'services' }} eventKey="services">
                Services
              </Nav.Link>
            </Nav.Item>
            <Nav.Item as="li">
              <Nav.Link as={NavLink} to={webRoutes.contactUs} eventKey="contact">
                Contact Us
              </Nav.Link>
            </Nav.Item>
            <Nav.Item as="li">
              <Nav.Link as={NavLink} to={webRoutes.aboutUs} eventKey="about">
                About Us
              </Nav.Link>
            </Nav.Item>
            <Nav.Item as="li" className="py-2 py-lg-0">
              {isSignedIn ? (
                <Button variant="outline-light" size="sm" onClick={signOut}>
                  Signout
                </Button>
              ) : (
                <Link to={webRoutes.login} className="btn btn-outline-light btn-sm">
                  Login
                </Link>
              )}
            </Nav.Item>
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
