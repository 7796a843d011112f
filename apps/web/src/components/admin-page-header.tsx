import { webRoutes } from '@app/shared/routes';
import { Link, useLocation } from 'react-router';

const adminPages = [
  { to: webRoutes.adminOrders, label: 'Orders' },
  { to: webRoutes.adminQuotes, label: 'Quote requests' },
  { to: webRoutes.linksHome, label: 'Links dashboard' },
  { to: webRoutes.addEmi, label: 'Add EMI' },
  { to: webRoutes.adminEmiSettings, label: 'EMI settings' },
  { to: webRoutes.adminEmiViews, label: 'Summary views' },
];

/** An administrator page's heading with links to the other administrator pages. */
export function AdminPageHeader({ title }: { title: string }) {
  const { pathname } = useLocation();
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
      <h1 className="h3 mb-0">{title}</h1>
      <nav aria-label="Administration">
        <ul className="list-inline mb-0">
          {adminPages
            .filter((page) => page.to !== pathname)
            .map((page) => (
              <li key={page.to} className="list-inline-item">
                <Link to={page.to}>{page.label}</Link>
              </li>
            ))}
        </ul>
      </nav>
    </div>
  );
}
