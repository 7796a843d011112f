import { webRoutes } from '@app/shared/routes';
import { Link } from 'react-router';

/** Back to the links dashboard; spec §2 calls it Home on most screens and Back on Add New Link. */
export function HomeButton({ label = 'Home' }: { label?: string }) {
  return (
    <Link className="btn btn-outline-secondary" to={webRoutes.linksHome}>
      <i className={`bi ${label === 'Back' ? 'bi-arrow-left' : 'bi-house'} me-1`} aria-hidden="true" />
      {label}
    </Link>
  );
}
