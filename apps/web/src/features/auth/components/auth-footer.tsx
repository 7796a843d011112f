import { webRoutes } from '@app/shared/routes';
import { Nav } from 'react-bootstrap';
import { Link } from 'react-router';

const footerLinks = [
  { to: webRoutes.aboutUs, label: 'About Us' },
  { to: webRoutes.contactUs, label: 'Contact Us' },
  { to: webRoutes.privacyPolicy, label: 'Privacy Policy' },
  { to: webRoutes.returnAndRefund, label: 'Return And Refund Policy' },
  { to: webRoutes.termsAndConditions, label: 'Terms And Conditions' },
];

/** The administrator sign-in footer of spec §2. */
export function AuthFooter() {
  return (
    <footer className="border-top mt-5 py-3">
      <Nav as="ul" className="justify-content-center">
        {footerLinks.map((link) => (
          <Nav.Item as="li" key={link.to}>
            <Nav.Link as={Link} to={link.to}>
              {link.label}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
    </footer>
  );
}
