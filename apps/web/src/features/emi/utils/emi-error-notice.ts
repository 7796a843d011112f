import { emiMessages } from '@app/shared/emi/constants';
import { isApiError } from '../../../lib/api-error.ts';
import {
  accessNotice,
  type ServiceErrorNotice,
  serviceErrorNotice,
} from '../../../lib/service-error-notice.ts';
import { emiNotices } from '../emi-text.ts';

/** What the EMI screens tell the user about a failed call: a title and one or more lines. */
export type EmiErrorNotice = Omit<ServiceErrorNotice, 'errorCode'> & { accessDenied: boolean };

/**
 * Spec §8 "EMI service": the links mapping, except that 401 and 403 pass through to the screen
 * (no redirect here), which shows 'Access Denied!'.
 */
export function emiErrorNotice(error: unknown): EmiErrorNotice {
  const status = isApiError(error) ? error.status : 0;
  if (status === 401 || status === 403)
    return { ...accessNotice(emiMessages.accessDenied), accessDenied: true };
  const { errorCode: _code, ...notice } = serviceErrorNotice(error, {
    notFound: emiNotices.somethingWrong,
    somethingWrong: emiNotices.somethingWrong,
  });
  return { ...notice, accessDenied: false };
}
