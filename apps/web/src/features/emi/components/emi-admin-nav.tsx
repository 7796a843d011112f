import { webRoutes } from '@app/shared/routes';
import { Link, useLocation } from 'react-router';

const emiPages = [
  { to: webRoutes.addEmi, label: 'Add EMI' },
  { to: webRoutes.adminEmiSettings, label: 'EMI settings' },
  { to: webRoutes.adminEmiViews, label: 'Summary views' },
];

/** Links between the administrator's EMI tools (the current one left out). */
export function EmiAdminNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="EMI tools" className="mb-3">
      <ul className="list-inline mb-0">
        {emiPages
          .filter((page) => page.to !== pathname)
          .map((page) => (
            <li key={page.to} className="list-inline-item">
              <Link to={page.to}>{page.label}</Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
