import { webRoutes } from '@app/shared/routes';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router';
import { isApiError } from '../lib/api-error.ts';

/**
 * Spec §6: 401 or 403 means not authorised. The API client has already tried a token refresh,
 * so a refusal that remains means the caller is not an administrator.
 */
export function isAccessDenied(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

/** Spec §8 'Access Denied!' with the way to sign in as administrator. */
export function AccessDenied() {
  return (
    <Alert variant="danger">
      <p className="fw-semibold">Access Denied!</p>
      <Link to={webRoutes.loginAdmin}>Log in as administrator</Link>
    </Alert>
  );
}
