import { webRoutes } from '@app/shared/routes';
import { Link } from 'react-router';
import { useSiteInfo } from '../../../lib/get-site-info.ts';
import { useSignedInCustomer } from '../../../lib/session.ts';

/** Spec §2: what happens next, where to check the order, and whom to write to. */
export function ConfirmationNote() {
  const supportEmail = useSiteInfo().data?.supportEmail;
  const { isSignedIn } = useSignedInCustomer();
  return (
    <aside className="border-top mt-4 pt-3 small text-body-secondary">
      <p className="mb-1">You will receive an update on your order by email within 10–15 working days.</p>
      <p className="mb-1">
        You can check your order status any time by{' '}
        {isSignedIn ? (
          <Link to={webRoutes.dashboard}>opening your dashboard</Link>
        ) : (
          <Link to={webRoutes.login}>logging in</Link>
        )}
        .
      </p>
      {supportEmail ? (
        <p className="mb-0">
          Questions? Write to us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
      ) : null}
    </aside>
  );
}
