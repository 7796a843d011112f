import { webRoutes } from '@app/shared/routes';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { useEmiSignout } from '../hooks/use-emi-signout.ts';

/** Spec §2 Add EMI buttons: Login, My Audit (to /audit) and Signout. */
export function EmiToolbar() {
  const signOut = useEmiSignout();
  return (
    <div className="d-flex flex-wrap gap-2 mb-3">
      <Link className="btn btn-outline-primary" to={webRoutes.loginAdmin}>
        Login
      </Link>
      <Link className="btn btn-primary" to={webRoutes.audit}>
        My Audit
      </Link>
      <Button variant="outline-danger" className="ms-sm-auto" onClick={signOut}>
        Signout
      </Button>
    </div>
  );
}
