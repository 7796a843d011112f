import { webRoutes } from '@app/shared/routes';
import { Nav } from 'react-bootstrap';
import { Link } from 'react-router';

export const DASHBOARD_MENU_ID = 'dashboard-menu';

// Reports and Billing have no behaviour yet (spec §2); they are shown, marked as coming soon.
const comingSoon = [
  { label: 'Reports', icon: 'bi-bar-chart' },
  { label: 'Billing', icon: 'bi-receipt' },
];

/** Spec §2 dashboard sidebar; collapsed, it keeps only the icons (labels stay for screen readers). */
export function DashboardSidebar({ expanded }: { expanded: boolean }) {
  const labelClass = expanded ? 'ms-2' : 'visually-hidden';
  return (
    <nav
      id={DASHBOARD_MENU_ID}
      aria-label="Dashboard menu"
      className={`dashboard-sidebar bg-body-tertiary border-end py-3${expanded ? '' : ' collapsed'}`}
    >
      <Nav as="ul" className="flex-column">
        <Nav.Item as="li">
          <Nav.Link
            as={Link}
            to={webRoutes.dashboard}
            aria-current="page"
            className="fw-semibold link-body-emphasis"
          >
            <i className="bi bi-speedometer2" aria-hidden="true" />
            <span className={labelClass}>Dashboard</span>
          </Nav.Link>
        </Nav.Item>
        {comingSoon.map((item) => (
          <Nav.Item as="li" key={item.label}>
            <span className="nav-link disabled" aria-disabled="true">
              <i className={`bi ${item.icon}`} aria-hidden="true" />
              <span className={labelClass}>
                {item.label} <span className="badge text-bg-light border">Coming soon</span>
              </span>
            </span>
          </Nav.Item>
        ))}
      </Nav>
    </nav>
  );
}
