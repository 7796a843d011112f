import { emiMessages } from '@app/shared/emi/constants';
import { isApiError } from '../../../lib/api-error.ts';
import { emiNotices } from '../emi-text.ts';

/** What the EMI screens tell the user about a failed call: a title and one or more lines. */
export type EmiErrorNotice = { title: string; lines: string[]; accessDenied: boolean };

const DEFAULT_TITLE = 'Error';

type Body = { errorCode?: unknown; errorCodeValue?: unknown; message?: unknown };

function bodyOf(error: unknown): Body | null {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return null;
  return error.body as Body;
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * Spec §8 "EMI service": the links mapping, except that 401 and 403 pass through to the screen
 * (no redirect here), which shows 'Access Denied!'. 404 shows the server's message under its
 * errorCodeValue, other answers with a body their code and message, no body 'Something went wrong'.
 */
export function emiErrorNotice(error: unknown): EmiErrorNotice {
  const status = isApiError(error) ? error.status : 0;
  if (status === 401 || status === 403) {
    return { title: DEFAULT_TITLE, lines: [emiMessages.accessDenied], accessDenied: true };
  }
  const body = bodyOf(error);
  if (!body) return { title: DEFAULT_TITLE, lines: [emiNotices.somethingWrong], accessDenied: false };
  const title = text(body.errorCodeValue) || DEFAULT_TITLE;
  const message = text(body.message);
  if (status === 404) return { title, lines: [message || emiNotices.somethingWrong], accessDenied: false };
  const errorCode = text(body.errorCode) || String(status);
  return { title, lines: [`Error Code: ${errorCode}`, `Message: ${message}`], accessDenied: false };
}
