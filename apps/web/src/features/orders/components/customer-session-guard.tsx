import { webRoutes } from '@app/shared/routes';
import { type ReactNode, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { Link, Navigate } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { useUserInfo } from '../../../lib/session.ts';
import { useStoredAuthToken, useStoredEmail } from '../../../lib/storage.ts';

type CustomerSessionGuardProps = {
  /** Where a visitor without a session goes. */
  redirectTo: string;
  /** Also require the user-info lookup to succeed (spec §4 "signed in"). */
  lookupUser?: boolean;
  children: ReactNode;
};

/** Shows `children` only to a customer with a stored session (spec §6). */
export function CustomerSessionGuard({
  redirectTo,
  lookupUser = false,
  children,
}: CustomerSessionGuardProps) {
  const email = useStoredEmail();
  const token = useStoredAuthToken();
  const userInfo = useUserInfo(lookupUser ? email : '');
  const hasSession = Boolean(email && token);
  const [arrivedWithSession] = useState(hasSession);

  if (!hasSession && arrivedWithSession) {
    // The session ended here (Signout goes home, an expired token goes to /login) or in another
    // tab; a redirect of our own would override where the first two are already heading.
    return (
      <Alert variant="info">
        You are signed out. <Link to={webRoutes.login}>Log in</Link>
      </Alert>
    );
  }
  if (!hasSession || (lookupUser && userInfo.isError)) return <Navigate to={redirectTo} replace />;
  if (lookupUser && userInfo.isPending) return <PageSpinner label="Checking your account…" />;
  return children;
}
