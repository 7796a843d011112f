import { isApiError } from './api-error.ts';

/** What an admin tool tells the user about a failed call: a title and one or more lines. */
export type ServiceErrorNotice = { title: string; lines: string[]; errorCode: string | null };

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
 * Spec §8's mapping shared by the links and EMI services, for answers other than 401/403 (each
 * service treats those its own way): 404 shows the server's message under its errorCodeValue,
 * other answers with a body their code and message, and no body the service's 'something wrong'.
 */
export function serviceErrorNotice(
  error: unknown,
  texts: { notFound: string; somethingWrong: string },
): ServiceErrorNotice {
  const status = isApiError(error) ? error.status : 0;
  const body = bodyOf(error);
  if (!body) return { title: DEFAULT_TITLE, lines: [texts.somethingWrong], errorCode: null };
  const title = text(body.errorCodeValue) || DEFAULT_TITLE;
  const message = text(body.message);
  if (status === 404) return { title, lines: [message || texts.notFound], errorCode: '404' };
  const errorCode = text(body.errorCode) || String(status);
  return { title, lines: [`Error Code: ${errorCode}`, `Message: ${message}`], errorCode };
}

/** A one-line notice, for the 401/403 answers each service words its own way. */
export const accessNotice = (line: string): Omit<ServiceErrorNotice, 'errorCode'> => ({
  title: DEFAULT_TITLE,
  lines: [line],
});
