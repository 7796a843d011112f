import { webRoutes } from '@app/shared/routes';
import { Link } from 'react-router';

/** Every policy page of spec §1, in the order the spec lists them. */
export const policyLinks = [
  { to: webRoutes.aboutUs, label: 'About Us' },
  { to: webRoutes.contactUs, label: 'Contact Us' },
  { to: webRoutes.privacyPolicy, label: 'Privacy Policy' },
  { to: webRoutes.paymentPolicy, label: 'Payment Policy' },
  { to: webRoutes.termsAndConditions, label: 'Terms And Conditions' },
  { to: webRoutes.cancellationPolicy, label: 'Refund & Cancellation Policy' },
  { to: webRoutes.returnAndRefund, label: 'Return And Refund Policy' },
  { to: webRoutes.shipping, label: 'Shipping Policy' },
] as const;

export function MarketingFooter({ companyName, address }: { companyName: string; address: string }) {
  return (
    <footer className="marketing-footer bg-dark py-4 mt-auto">
      <div className="container">
        <nav aria-label="Policies">
          <ul className="list-unstyled d-flex flex-wrap justify-content-center column-gap-4 row-gap-2 mb-3">
            {policyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-center small mb-1">
          <span className="fw-semibold">{companyName}</span>
          {address && <span>, {address}</span>}
        </p>
        <p className="text-center small mb-0">
          © {new Date().getFullYear()} {companyName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
