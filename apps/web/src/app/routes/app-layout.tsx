import { authMessages } from '@app/shared/auth/messages';
import { webRoutes } from '@app/shared/routes';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { onSessionExpired } from '../../lib/session-events.ts';
import { notify } from '../../lib/toast.tsx';

/** The root route: it reacts to an ended session (spec §4) wherever the user is. */
export function AppLayout() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionExpired(() => {
        notify.warning(authMessages.tokenExpired);
        navigate(webRoutes.login);
      }),
    [navigate],
  );
  return <Outlet />;
}

/**
 * Shown while the first screen's chunk loads. Plain Bootstrap classes: the entry chunk stays free
 * of react-bootstrap so the home page loads less JavaScript (design §5).
 */
export function AppLoading() {
  return (
    <div className="d-flex justify-content-center py-5">
      <div className="spinner-border" role="status">
        <span className="visually-hidden">Loading…</span>
      </div>
    </div>
  );
}
