import { linkMessages } from '@app/shared/links/constants';
import { isApiError } from '../../../lib/api-error.ts';

/** What the links screens tell the user about a failed call, and whether to go to login. */
export type LinksErrorNotice = { title: string; lines: string[]; goToLogin: boolean };

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
 * Spec §8 "Links service": 401 goes to login, 403 is not authorised, 404 shows the server's
 * message under its errorCodeValue, other answers with a body show their code and message (body
 * codes 401/403 also go to login), and anything without a body is 'Something went wrong'.
 */
export function linksErrorNotice(error: unknown): LinksErrorNotice {
  const status = isApiError(error) ? error.status : 0;
  if (status === 401)
    return { title: DEFAULT_TITLE, lines: [linkMessages.notAuthenticated], goToLogin: true };
  if (status === 403) return { title: DEFAULT_TITLE, lines: [linkMessages.notAuthorized], goToLogin: false };
  const body = bodyOf(error);
  if (!body) return { title: DEFAULT_TITLE, lines: [linkMessages.somethingWrong], goToLogin: false };
  const title = text(body.errorCodeValue) || DEFAULT_TITLE;
  const message = text(body.message);
  if (status === 404) return { title, lines: [message || linkMessages.notFound], goToLogin: false };
  const errorCode = text(body.errorCode) || String(status);
  return {
    title,
    lines: [`Error Code: ${errorCode}`, `Message: ${message}`],
    goToLogin: errorCode === '401' || errorCode === '403',
  };
}
