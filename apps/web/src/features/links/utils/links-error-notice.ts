import { linkMessages } from '@app/shared/links/constants';
import { isApiError } from '../../../lib/api-error.ts';
import {
  accessNotice,
  type ServiceErrorNotice,
  serviceErrorNotice,
} from '../../../lib/service-error-notice.ts';

/** What the links screens tell the user about a failed call, and whether to go to login. */
export type LinksErrorNotice = Omit<ServiceErrorNotice, 'errorCode'> & { goToLogin: boolean };

/**
 * Spec §8 "Links service": 401 goes to login, 403 is not authorised, and the shared mapping
 * otherwise, where body codes 401/403 also go to login.
 */
export function linksErrorNotice(error: unknown): LinksErrorNotice {
  const status = isApiError(error) ? error.status : 0;
  if (status === 401) return { ...accessNotice(linkMessages.notAuthenticated), goToLogin: true };
  if (status === 403) return { ...accessNotice(linkMessages.notAuthorized), goToLogin: false };
  const { errorCode, ...notice } = serviceErrorNotice(error, {
    notFound: linkMessages.notFound,
    somethingWrong: linkMessages.somethingWrong,
  });
  return { ...notice, goToLogin: errorCode === '401' || errorCode === '403' };
}
