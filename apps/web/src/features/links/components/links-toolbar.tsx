import { webRoutes } from '@app/shared/routes';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { useLinksSignout } from '../hooks/use-links-signout.ts';
import { BookmarksTransfer } from './bookmarks-transfer.tsx';

/** Spec §2 dashboard buttons Add, SharedBy, SharedTo and Signout, plus import and export. */
export function LinksToolbar() {
  const signOut = useLinksSignout();
  return (
    <div className="d-flex flex-wrap gap-2 mb-3">
      <Link className="btn btn-primary" to={webRoutes.createLink}>
        <i className="bi bi-plus-lg me-1" aria-hidden="true" />
        Add
      </Link>
      <Link className="btn btn-outline-primary" to={webRoutes.linksSharedBy}>
        SharedBy
      </Link>
      <Link className="btn btn-outline-primary" to={webRoutes.linksSharedTo}>
        SharedTo
      </Link>
      <BookmarksTransfer />
      <Button variant="outline-danger" className="ms-sm-auto" onClick={signOut}>
        Signout
      </Button>
    </div>
  );
}
