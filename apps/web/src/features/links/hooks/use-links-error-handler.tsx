import { webRoutes } from '@app/shared/routes';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { type LinksErrorNotice, linksErrorNotice } from '../utils/links-error-notice.ts';

function NoticeContent({ notice }: { notice: LinksErrorNotice }) {
  return (
    <div>
      <strong className="d-block">{notice.title}</strong>
      {notice.lines.map((line) => (
        <span key={line} className="d-block">
          {line}
        </span>
      ))}
    </div>
  );
}

/**
 * Reports a failed links call as spec §8 "Links service" says: an Error toast, and a move to
 * login when the notice (or the caller, for the dashboard's first load) asks for it.
 */
export function useLinksErrorHandler() {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown, options: { goToLogin?: boolean } = {}) => {
      const notice = linksErrorNotice(error);
      // The id keeps one toast when the same failure is reported twice (StrictMode, refetches).
      toast.error(<NoticeContent notice={notice} />, {
        toastId: `${notice.title}|${notice.lines.join('|')}`,
      });
      if (notice.goToLogin || options.goToLogin) navigate(webRoutes.login);
    },
    [navigate],
  );
}
